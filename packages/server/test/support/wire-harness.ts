import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import type { Backend } from './backends.ts';
import { type Harness, startHarness } from './harness.ts';
import { WireClient } from './wire-client.ts';

export interface WireHarness {
  /** The app and its database; set once the describe block's beforeAll ran. */
  readonly harness: Harness;
  /** A platform client on the app. */
  readonly client: WireClient;
}

/**
 * For one describe block: the real app on a migrated, seeded database of `backend`, started before
 * the block's tests with a wire client on it, and closed after them.
 */
export function useWireHarness(backend: Backend, config: Partial<ServerConfig> = {}): WireHarness {
  const state: { harness?: Harness; client?: WireClient } = {};
  beforeAll(async () => {
    state.harness = await startHarness(backend, config);
    state.client = new WireClient(state.harness.url);
  }, 60_000);
  afterAll(() => state.harness?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useWireHarness: the block’s beforeAll has not run');
    return value;
  };
  return {
    get harness() {
      return ready(state.harness);
    },
    get client() {
      return ready(state.client);
    },
  };
}
