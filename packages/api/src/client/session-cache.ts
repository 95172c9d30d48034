/** The part of the Web Storage API the cache needs; `sessionStorage` fits. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const prefix = 'playsite.api.';
const indexKey = `${prefix}keys`;

/**
 * Values of cached calls (vendors, settings, validation, routers, merchant wallet) kept in session
 * storage. An index entry lists the keys so `clear` removes exactly ours. Storage failures (quota,
 * privacy mode) only mean no caching.
 */
export class SessionCache {
  constructor(private readonly storage: KeyValueStorage) {}

  key(parts: readonly string[]): string {
    return prefix + parts.join('|');
  }

  read(key: string): unknown {
    try {
      const raw = this.storage.getItem(key);
      return raw === null ? undefined : JSON.parse(raw);
    } catch {
      return undefined;
    }
  }

  write(key: string, value: unknown): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
      const keys = this.keys();
      if (!keys.includes(key)) this.storage.setItem(indexKey, JSON.stringify([...keys, key]));
    } catch {
      // No caching this time.
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing to do.
    }
  }

  clear(): void {
    for (const key of this.keys()) this.remove(key);
    this.remove(indexKey);
  }

  private keys(): string[] {
    const keys = this.read(indexKey);
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  }
}

export function defaultStorage(): KeyValueStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Access to sessionStorage can throw (sandboxed iframes).
  }
  return memoryStorage();
}
