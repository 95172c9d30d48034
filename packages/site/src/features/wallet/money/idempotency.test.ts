import { describe, expect, it } from 'vitest';
import { IntentKeys, newIdempotencyKey } from './idempotency.ts';

describe('IntentKeys', () => {
  it('reuses the key for a retry of the same intent and changes it for another', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor('deposit:100');
    expect(keys.keyFor('deposit:100')).toBe(first);
    const other = keys.keyFor('deposit:200');
    expect(other).not.toBe(first);
    expect(keys.keyFor('deposit:100')).not.toBe(first);
  });

  it('gives a settled intent a new key next time', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor('transfer:main:V1:500');
    keys.settle();
    expect(keys.keyFor('transfer:main:V1:500')).not.toBe(first);
  });

  it('makes keys the money calls accept', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThan(15);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
