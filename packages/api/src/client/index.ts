export {
  type CallArgs,
  type CallRequest,
  type CallValue,
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
  type SessionEndedEvent,
} from './client.ts';
export { withCookieJar } from './cookie-jar.ts';
export {
  bonusVerificationNeeded,
  isPlatformError,
  mustChangePassword,
  PlatformError,
  type PlatformErrorInit,
  type PlatformErrorKind,
} from './platform-error.ts';
export { type KeyValueStorage, memoryStorage } from './session-cache.ts';
