import { noParams } from './account.ts';
import { feedbackImageRequest, feedbackImageValue } from './content.ts';
import { get, relay, send, T } from './define.ts';
import * as engagement from './engagement.ts';

/** Optional session: guests browse, a member also sees their own status. */
const G = { auth: true, guest: true } as const;

/** Bonuses with turnover, promotions (activities), VIP and red envelopes: loaded on first call. */
export const engagementEndpoints = {
  bonusTurnover: get(
    'bonusTurnover',
    relay('MCSFE_getBonusTurnover'),
    noParams,
    engagement.bonusTurnoverValue,
    { ...T, moduleId: 'REWCEN3' },
  ),

  /* ----- promotions ----- */
  activityList: get(
    'activityList',
    relay('MCSFE_getActivityList'),
    engagement.activityListRequest,
    engagement.activityListValue,
    G,
  ),
  activityDetail: get(
    'activityDetail',
    relay('MCSFE_getActivityDetail'),
    engagement.activityDetailRequest,
    engagement.activityDetailValue,
    G,
  ),
  activityJoin: send(
    'POST',
    'activityJoin',
    relay('MCS2_joinActivity'),
    engagement.activityActionRequest,
    engagement.activityActionValue,
    { ...T, moduleId: 'REWCEN3' },
  ),
  activityClaim: send(
    'POST',
    'activityClaim',
    relay('MCS2_claimActivity'),
    engagement.activityActionRequest,
    engagement.activityActionValue,
    { ...T, moduleId: 'REWCEN3' },
  ),
  /** One proof picture (png/jpg by its bytes, at most 5 MB), uploaded before activityApply. */
  activityImage: send(
    'POST',
    'activityImage',
    '/wps/activity/image',
    feedbackImageRequest,
    feedbackImageValue,
    {
      ...T,
      moduleId: 'REWCEN3',
    },
  ),
  activityApply: send(
    'POST',
    'activityApply',
    relay('MCS2_applyActivity'),
    engagement.activityApplyRequest,
    engagement.activityActionValue,
    { ...T, moduleId: 'REWCEN3' },
  ),

  /* ----- VIP ----- */
  vipStatus: get('vipStatus', relay('MCSFE_getVipLevels'), noParams, engagement.vipStatusValue, G),
  vipCollect: send(
    'POST',
    'vipCollect',
    relay('MCS2_collectVipBonus'),
    noParams,
    engagement.vipCollectValue,
    T,
  ),

  /* ----- red envelopes ----- */
  envelopeEvent: get(
    'envelopeEvent',
    relay('MCSFE_getRedEnvelopeEvent'),
    noParams,
    engagement.envelopeEventValue,
    { ...T, silent: true },
  ),
  envelopeGrab: send(
    'POST',
    'envelopeGrab',
    relay('MCS2_grabRedEnvelope'),
    engagement.envelopeGrabRequest,
    engagement.envelopeGrabValue,
    T,
  ),
} as const;
