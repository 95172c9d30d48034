import { type Endpoint, type EndpointName, endpoints } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { expect } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { gameLoopOf } from '../../src/domain/games/loop.ts';
import { accountBalance } from '../../src/domain/games/wallets.ts';
import { memberByUsername } from '../../src/domain/members.ts';
import { openSession } from '../../src/domain/sessions.ts';
import type { CatalogueGame } from '../../src/games/catalogue.ts';
import type { Backend } from '../support/backends.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { type WireAnswer, WireClient } from '../support/wire-client.ts';

/** A round as the play endpoints answer it. */
export interface PlayedRound {
  roundId: string;
  stake: number;
  win: number;
  balanceBefore: number;
  balanceAfter: number;
  status: string;
  outcome: Record<string, unknown>;
}

/** A play endpoint's answer to a bet: the round and the wallet balance after it. */
export type Bet = { round: PlayedRound; balance: number };

export interface GamesHarness extends Harness {
  client: WireClient;
  /** A fresh session token of a seeded member, and its id. */
  login: (username: string) => Promise<{ token: string; memberId: number }>;
  /** Calls an endpoint by name and checks its answer against the contract. */
  call: (name: EndpointName, input?: Record<string, unknown>, token?: string) => Promise<WireAnswer>;
  balance: (code: string) => Promise<bigint>;
  runLoop: () => Promise<void>;
}

/** The game loop's timer stays off unless asked for: tests run its passes against the manual clock. */
export async function startGames(
  backend: Backend,
  config: Partial<ServerConfig> = {},
): Promise<GamesHarness> {
  const harness = await startHarness(backend, { gamesTickMs: 0, ...config });
  const client = new WireClient(harness.url);
  return {
    ...harness,
    client,
    async login(username) {
      const member = await memberByUsername(harness.db, 'demo', username);
      if (!member) throw new Error(`no member ${username}`);
      return { token: await openSession(harness.ctx, member.id, '127.0.0.1'), memberId: member.id };
    },
    async call(name, input = {}, token) {
      const endpoint = endpoints[name] as unknown as Endpoint;
      const query =
        endpoint.method === 'GET'
          ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]))
          : undefined;
      const answer = await client.call(endpoint.path, {
        method: endpoint.method,
        token,
        query,
        json: endpoint.method === 'GET' ? undefined : input,
      });
      if (answer.body.success !== false) {
        const value =
          endpoint.envelope === 'optional' && !('success' in answer.body) ? answer.body : answer.body.value;
        const [error] = validate(value, endpoint.response);
        expect(error?.message, `${name} answers per the contract`).toBeUndefined();
      }
      return answer;
    },
    balance: (code) => accountBalance(harness.db, 'demo', code),
    async runLoop() {
      const loop = gameLoopOf(harness.db);
      if (!loop) throw new Error('no game loop');
      await loop.runOnce();
    },
  };
}

/** The value of a successful answer (the bare body of /lgw/ calls). */
export function answerValue<T>(answer: WireAnswer): T {
  expect(answer.body.errorCode, JSON.stringify(answer.body)).toBeUndefined();
  return ('success' in answer.body ? answer.body.value : answer.body) as T;
}

/** The GLS launch payload (slot, live, PVP, fish) the site sends for a game: real wallet unless told. */
export const launchOf = (
  game: CatalogueGame,
  options: { accountType?: 0 | 1; roomId?: string | undefined } = {},
) => ({
  ...(options.roomId ? { roomId: options.roomId } : {}),
  nodeId: game.nodeId,
  accountType: options.accountType ?? 1,
  vassalage: game.vassalage,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  confirmTrans: 0,
  language: 'EN',
});
