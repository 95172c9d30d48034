import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../common/stores/session.ts';
import { loadEnvelopeRain } from './lazy.ts';

const EnvelopeRain = lazy(loadEnvelopeRain);

/** The red envelope rain, mounted once by the member bar: real members only, its code loaded on first use. */
export function EnvelopeRainSlot() {
  const { token, isTrial } = useSnapshot(session);
  if (!token || isTrial) return null;
  return (
    <Suspense fallback={null}>
      <EnvelopeRain />
    </Suspense>
  );
}
