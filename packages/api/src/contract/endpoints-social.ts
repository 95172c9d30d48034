import { loginValue, noParams } from './account.ts';
import { get, send } from './define.ts';
import * as social from './social.ts';

/**
 * Calls for social sign-in (issue 5): paths public clients do not show, chosen in the platform's style.
 * The login call carries the provider's code and the PKCE verifier, so it is encrypted like login.
 */
export const socialEndpoints = {
  socialProviders: get(
    'socialProviders',
    '/wps/session/social/providers',
    noParams,
    social.socialProvidersValue,
    { silent: true },
  ),
  socialStart: send(
    'POST',
    'socialStart',
    '/wps/session/social/authorize',
    social.socialStartRequest,
    social.socialStartValue,
  ),
  socialLogin: send(
    'POST',
    'socialLogin',
    '/wps/session/social/login',
    social.socialLoginRequest,
    loginValue,
    {
      encrypted: true,
    },
  ),
} as const;
