import type { ActivityStatus } from '@playsite/api';

/** How a status reads at a glance: open to act on, waiting, done, or refused/over. */
export const statusTone: Record<ActivityStatus, 'open' | 'waiting' | 'done' | 'refused'> = {
  join: 'open',
  claim: 'open',
  applying: 'open',
  comingSoon: 'waiting',
  process: 'waiting',
  joined: 'done',
  claimed: 'done',
  issued: 'done',
  rejected: 'refused',
  close: 'refused',
};
