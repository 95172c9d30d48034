import { describe, expect, it } from 'vitest';
import { checkProof, proofMaxBytes, readBase64 } from './proof.ts';

describe('withdrawal proof', () => {
  it('accepts png and jpg up to 5 MB only', () => {
    expect(checkProof({ type: 'image/png', size: 10 })).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkProof({ type: 'image/jpeg', size: proofMaxBytes })).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    });
    expect(checkProof({ type: 'image/gif', size: 10 })).toEqual({ ok: false, problem: 'type' });
    expect(checkProof({ type: 'image/png', size: proofMaxBytes + 1 })).toEqual({
      ok: false,
      problem: 'size',
    });
  });

  it('reads a file as bare base64', async () => {
    expect(await readBase64(new Blob(['hi'], { type: 'image/png' }))).toBe('aGk=');
  });
});
