/** Header names of the platform's wire format (docs/contract.md § Headers). */
export const headerNames = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  moduleId: 'ModuleId',
  language: 'Language',
  device: 'Device',
  encryption: 'Encryption',
  digest: 'X-Digest',
  rsa: 'X-RSA',
} as const;
