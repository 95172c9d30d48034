import { noParams } from './account.ts';
import { get, relay, T } from './define.ts';
import * as engagement from './engagement.ts';

/** Bonuses with turnover, promotions (activities), VIP and red envelopes: loaded on first call. */
export const engagementEndpoints = {
  bonusTurnover: get(
    'bonusTurnover',
    relay('MCSFE_getBonusTurnover'),
    noParams,
    engagement.bonusTurnoverValue,
    { ...T, moduleId: 'REWCEN3' },
  ),
} as const;
