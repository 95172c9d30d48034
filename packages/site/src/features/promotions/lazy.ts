/** The red envelope rain, mounted for logged-in members only, loaded when first shown. */
export const loadEnvelopeRain = () => import('./envelopes/EnvelopeRain.tsx');
