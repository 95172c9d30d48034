/** Error codes of the calls in endpoints-social.ts (translated in locales/<lang>/errors.json). */
export const socialErrorCodes = {
  socialProviderUnknown: 'social.provider.unknown',
  socialProviderDisabled: 'social.provider.disabled',
  socialRedirectInvalid: 'social.redirect.invalid',
  /** The state is unknown, already used, or belongs to another merchant or provider. */
  socialStateInvalid: 'social.state.invalid',
  socialStateExpired: 'social.state.expired',
  socialVerifierInvalid: 'social.verifier.invalid',
  /** The provider refused the code or answered something unreadable. */
  socialProviderFailed: 'social.provider.failed',

  // Raised by the site from the provider's answer on the way back, never sent by a server.
  socialAccessDenied: 'social.access.denied',
  socialCallbackFailed: 'social.callback.failed',
} as const;
