import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { loadEnvelopeRain, loadRewardsCount } from './lazy.ts';

const EnvelopeRain = lazy(loadEnvelopeRain);
const RewardsCount = lazy(loadRewardsCount);

/**
 * What a real member's bar keeps running, mounted once by the member bar and loaded on first use:
 * the red envelope rain (over any page) and the rewards badge's count.
 */
export function MemberEngagement() {
  const { token, isTrial } = useSnapshot(session);
  if (!token || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <EnvelopeRain />
      <RewardsCount />
    </Suspense>
  );
}
