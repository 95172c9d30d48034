import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { loadEnvelopeRain } from './lazy.ts';

const EnvelopeRain = lazy(loadEnvelopeRain);

/** Where a page offers the red envelope rain: real members only, its code loaded on first use. */
export function EnvelopeRainSlot() {
  const { token, isTrial } = useSnapshot(session);
  if (!token || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <EnvelopeRain />
    </Suspense>
  );
}
