/** Proof of non-receipt: png or jpg, at most 5 MB (docs/product.md § Constants and limits). */
export const proofTypes = ['image/png', 'image/jpeg'] as const;
export type ProofType = (typeof proofTypes)[number];
export const proofMaxBytes = 5 * 1024 * 1024;

export type ProofCheck = { ok: true; contentType: ProofType } | { ok: false; problem: 'type' | 'size' };

export function checkProof(file: { type: string; size: number }): ProofCheck {
  const contentType = proofTypes.find((type) => type === file.type);
  if (!contentType) return { ok: false, problem: 'type' };
  if (file.size > proofMaxBytes) return { ok: false, problem: 'size' };
  return { ok: true, contentType };
}

/** The file as base64 without the data: prefix, as the upload call wants it. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
