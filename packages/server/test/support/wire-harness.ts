import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import type { Backend } from './backends.ts';
import { type Harness, startHarness } from './harness.ts';
import { WireClient } from './wire-client.ts';

export interface ClientHarness<Client> {
  /** The app and its database; set once the describe block's beforeAll ran. */
  readonly harness: Harness;
  /** A client on the app. */
  readonly client: Client;
}

export type WireHarness = ClientHarness<WireClient>;

/**
 * For one describe block: the real app on a migrated, seeded database of `backend`, started before
 * the block's tests with the client `connect` makes on it, and closed after them.
 */
export function useHarness<Client>(
  backend: Backend,
  connect: (harness: Harness) => Client,
  config: Partial<ServerConfig> = {},
): ClientHarness<Client> {
  const state: { harness?: Harness; client?: Client } = {};
  beforeAll(async () => {
    state.harness = await startHarness(backend, config);
    state.client = connect(state.harness);
  }, 60_000);
  afterAll(() => state.harness?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useHarness: the block’s beforeAll has not run');
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

/** useHarness with a platform (wire) client on the app. */
export const useWireHarness = (backend: Backend, config: Partial<ServerConfig> = {}): WireHarness =>
  useHarness(backend, (harness) => new WireClient(harness.url), config);
