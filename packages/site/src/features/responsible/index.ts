/** Responsible gaming: what other features show (the member-centre page itself loads through lazy.ts). */
export { DepositLimitPrompt, responsibleHref } from './DepositLimitPrompt.tsx';
export { RealityCheck } from './RealityCheck.tsx';
