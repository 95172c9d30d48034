/** Shared story and test data: no network, no real brand assets. */
export const demoCountries = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

/** A captcha drawn locally, as a data URL (the platform sends a base64 PNG). */
export const demoCaptcha = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" fill="#eee"/><text x="12" y="23" font-size="20" font-family="monospace" fill="#333">7 3 9 1</text></svg>',
)}`;

/** The register settings of the rules' tests: the typical live ones, and every optional field on. */
export {
  allFieldsRegisterSettings as allFieldsSettings,
  demoRegisterSettings as demoSettings,
} from '@playsite/rules/testing';

/** A 16 × 16 generated PNG, as a File (proof images in stories and tests). */
export function demoImage(name = 'receipt.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABw0lEQVR42g3LIbJFUAAA0L+ctwALsABBNPLNRhQkSRCNfLMRBUkSTjTyzdbxnX7+fqWslJeKUlUKpbbUl8bSXIqlrXSUrtJdSqW/Xy2r5bWiVtVCra31tbE212Jtqx21q3bXUv2FIAvyoAiqIARt0AdjMAcx2IIjuII7SOELjayRN4pG1QiNttE3xsbciI2tcTSuxt1IzRc6WSfvFJ2qEzptp++MnbkTO1vn6Fydu5O6LwyyQT4oBtUgDNpBPxgH8yAOtsExuAb3IA1fmGSTfFJMqkmYtJN+Mk7mSZxsk2NyTe5Jmr6wyBb5olhUi7BoF/1iXMyLuNgWx+Ja3Iu0fCHKojwqoioKURv10RjNUYy26Iiu6I5S/MIqW+WrYlWtwqpd9atxNa/ialsdq2t1r9L6hV22y3fFrtqFXbvrd+Nu3sXdtjt21+7epf0Lp+yUn4pTdQqn9tSfxtN8iqftdJyu031K5xfIyCmoCLT0jMxENg4ubpIvPLJH/ige1SM82kf/GB/zIz62x/G4HvcjPV9IsiRPiqRKQtImfTImcxKTLTmSK7mTlL7wyl75q3hVr/BqX/1rfM2v+Npex+t63a/0+gfkduUQyMnjPwAAAABJRU5ErkJggg==';
  return new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
}

/** A JPEG over the 5 MB limit (its bytes are zeros: only the size matters). */
export function oversizedJpeg(name = 'holiday.jpg'): File {
  return new File([new Uint8Array(5 * 1024 * 1024 + 1)], name, { type: 'image/jpeg' });
}

/** The hidden input behind a file picker, for uploads in stories and tests. */
export function fileInput(root: ParentNode): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
