export { MemberEngagement } from './MemberEngagement.tsx';
export { rewardsBadge } from './rewards/store.ts';
export { StatusPill } from './StatusPill.tsx';
export { useActivityAction } from './useActivityAction.ts';
