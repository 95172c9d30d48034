export { fail, ok } from './envelope.ts';
export { headerNames } from './headers.ts';
export {
  decryptPayload,
  desDecrypt,
  desEncrypt,
  type EncryptedRequest,
  type EncryptOptions,
  encryptPayload,
  PayloadError,
  type RsaPrivateKey,
  randomKey,
} from './payload.ts';
export { modPow } from './rsa.ts';
