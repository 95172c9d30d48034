/** A fresh idempotency key (≤ 64 characters, as the money calls accept). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intent: the same intent (same call and same values) keeps its key until it is
 * known to be settled, so a retry after an unknown outcome cannot move money twice; a new
 * intent, or a settled one, gets a new key.
 */
export class IntentKeys {
  private intent: string | undefined;
  private key: string | undefined;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  keyFor(intent: string): string {
    if (this.key === undefined || this.intent !== intent) {
      this.intent = intent;
      this.key = this.generate();
    }
    return this.key;
  }

  /** The intent is settled (done, or refused by the server): its next attempt is a new intent. */
  settle(): void {
    this.intent = undefined;
    this.key = undefined;
  }
}
