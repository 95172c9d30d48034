export * from './QrCode';
export { type QrErrorCorrectionLevel, qrErrorCorrectionLevels } from './qrMatrix';
