/**
 * The error codes the platform client itself raises or acts on. Kept apart from the full table
 * (errors.ts), which only the screens that explain errors need, so it stays off the start path.
 */
export const clientErrorCodes = {
  // Session ended (docs/contract.md § Authentication and sessions): the client ends the session
  // once on any of these.
  notLoggedIn: 'login.not.session',
  tokenInvalid: 'user.or.token.invalid',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',

  paramInvalid: 'request_param_err',
  encryptionInvalid: 'request.encryption.invalid',
  internal: 'system.error',

  // Raised by the client itself, never sent by a server.
  network: 'network.error',
  timeout: 'network.timeout',
  responseInvalid: 'response.invalid',
} as const;

/** Codes (besides HTTP 401 on a protected call) that mean the session has ended. */
export const sessionEndedCodes: ReadonlySet<string> = new Set([
  clientErrorCodes.notLoggedIn,
  clientErrorCodes.tokenInvalid,
  clientErrorCodes.customerNotLogin,
]);

export const isSessionEndedCode = (code: string | undefined): boolean =>
  code !== undefined && sessionEndedCodes.has(code);
