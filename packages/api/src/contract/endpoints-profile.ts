import { memberIconValue, noParams } from './account.ts';
import { smsSentValue } from './account-forms.ts';
import { get, relay, send, T } from './define.ts';
import { moneyMovedValue } from './money.ts';
import * as profile from './profile.ts';

/**
 * Calls for the security centre (avatar, profile fields, binding a mobile number or an e-mail)
 * and transfer to downline (issue 7): paths public clients do not show, chosen in the platform's
 * style (the reference server's choice). Rules in profile.ts.
 */
export const profileEndpoints = {
  /* ----- avatar (memberIcon and playerAvatars live in endpoints.ts) ----- */
  setPlayerAvatar: send(
    'POST',
    'setPlayerAvatar',
    relay('MCSFE_setPlayerAvatar'),
    profile.setAvatarRequest,
    memberIconValue,
    T,
  ),
  uploadPlayerAvatar: send(
    'POST',
    'uploadPlayerAvatar',
    relay('MCSFE_uploadPlayerAvatar'),
    profile.uploadAvatarRequest,
    memberIconValue,
    T,
  ),

  /* ----- profile fields ----- */
  memberProfile: get('memberProfile', relay('MCS2_getMemberProfile'), noParams, profile.profileValue, T),
  updateMemberProfile: send(
    'POST',
    'updateMemberProfile',
    relay('MCS2_updateMemberProfile'),
    profile.updateProfileRequest,
    profile.profileValue,
    T,
  ),

  /* ----- binding a mobile number or an e-mail ----- */
  bindMobileCode: send(
    'POST',
    'bindMobileCode',
    '/wps/verification/sms/bind',
    profile.bindMobileCodeRequest,
    smsSentValue,
    { ...T, moduleId: 'VERIFICATION3' },
  ),
  bindMobile: send(
    'POST',
    'bindMobile',
    '/wps/member/info/mobile',
    profile.bindMobileRequest,
    profile.boundContactsValue,
    { ...T, moduleId: 'VERIFICATION3' },
  ),
  bindEmailCode: send(
    'POST',
    'bindEmailCode',
    '/wps/verification/email/bind',
    profile.bindEmailCodeRequest,
    smsSentValue,
    { ...T, moduleId: 'VERIFICATION3' },
  ),
  bindEmail: send(
    'POST',
    'bindEmail',
    '/wps/member/info/email',
    profile.bindEmailRequest,
    profile.boundContactsValue,
    { ...T, moduleId: 'VERIFICATION3' },
  ),

  /* ----- transfer to downline ----- */
  downlineMembers: get(
    'downlineMembers',
    relay('MCS2_getDownlineMembers'),
    profile.downlineListRequest,
    profile.downlineListValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  transferDownline: send(
    'POST',
    'transferDownline',
    relay('MCS2_transferToDownline'),
    profile.transferDownlineRequest,
    moneyMovedValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
} as const;
