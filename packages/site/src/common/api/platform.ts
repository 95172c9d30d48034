import { createPlatformClient } from '@playsite/api';
import { brand } from '../brand/index.ts';
import { currentLanguage, platformLanguage } from '../i18n/index.ts';
import { session } from '../stores/session.ts';
import { announce, endSession } from './sessionEnd.ts';

/** The one platform client of the site: same origin, brand merchant, current token and language. */
export const platform = createPlatformClient({
  baseURL: '',
  merchant: brand.merchantCode,
  device: 'web',
  language: () => platformLanguage(currentLanguage()),
  token: () => session.token ?? undefined,
  // The client calls this once per token, so the login popup never loops.
  onSessionEnded: () => endSession('ended'),
  // A session whose password must change may do nothing else: the app opens the change.
  onPasswordChangeRequired: () => announce('passwordChange'),
  // A bonus refused until the member verifies a contact: say so and offer the way (loaded then).
  onVerificationRequired: (verification) => {
    import('../account/bonusVerification.ts').then(
      (prompt) => prompt.askToVerify(verification),
      () => undefined,
    );
  },
});
