export { EnvelopeRainSlot } from './EnvelopeRainSlot.tsx';
export { StatusPill } from './StatusPill.tsx';
export { useActivityAction } from './useActivityAction.ts';
