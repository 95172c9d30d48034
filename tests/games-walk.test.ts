import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentProviderSecret } from '../packages/api/src/provider/index.ts';
import { defaultGamesConfig } from '../packages/games/src/config.ts';
import { BetRefused, type GameKind, type PlacedBet, seededRng } from '../packages/games/src/engine/index.ts';
import { resolveGame } from '../packages/games/src/registry.ts';
import { manualClock } from '../packages/games/src/server/clock.ts';
import { buildGameServer } from '../packages/games/src/server/http/app.ts';
import { sharedGames } from '../packages/server/src/domain/games/catalogue.ts';
import type { GamesHarness } from '../packages/server/test/games/http-support.ts';
import {
  auditProviderLedger,
  launchThroughProvider,
  startProviderPlatform,
} from '../packages/server/test/provider-support.ts';

/**
 * The catalogue walked end to end: the platform (PGlite) and the game server over real HTTP, each
 * game launched through the platform's launch path (free play where the game offers it, else real
 * money), one round played on the game server's page API, the member's wallet moved by exactly win −
 * stake, and the ledger audited at the end. CI walks every kind with a few games of each;
 * `GAMES_WALK=all npx vitest run tests/games-walk.test.ts` walks every game.
 */
const everyGame = process.env.GAMES_WALK === 'all';
const perKind = 3;
const member = 'demovip';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The first bet the game takes at its lowest stake: its first option that needs no extras. */
function firstBet(kind: GameKind, config: unknown): PlacedBet {
  for (const option of kind.betOptions(config)) {
    const bet = { option: option.id, stake: option.stakes.min };
    try {
      if (kind.mode === 'scheduled') kind.validateBet(config, bet);
      else kind.start(config, bet, seededRng('probe'));
      return bet;
    } catch (error) {
      if (!(error instanceof BetRefused)) throw error;
    }
  }
  throw new Error(`${kind.kind}: no bet option takes a plain stake`);
}

describe('every game of the catalogue plays through the provider wallet', () => {
  const games = sharedGames();
  const clock = manualClock(Date.now());
  let platform: GamesHarness;
  let server: Awaited<ReturnType<typeof buildGameServer>>;
  let dataDir: string;

  const sample = (() => {
    const byKind = new Map<string, string[]>();
    for (const game of games.catalogue.games) {
      if (game.demo || game.gameType === 'SPORTS' || game.gameType === 'ESPORTS') continue;
      const kind = resolveGame(game)?.kind.kind ?? 'none';
      const codes = byKind.get(kind) ?? [];
      if (everyGame || kind === 'none' || codes.length < perKind) codes.push(game.gameCode);
      byKind.set(kind, codes);
    }
    return byKind;
  })();

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    platform = await startProviderPlatform('pglite', {
      games: { url, providerSecret: developmentProviderSecret },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'games-walk-'));
    server = await buildGameServer({
      config: {
        ...defaultGamesConfig,
        logLevel: 'silent',
        platformUrl: platform.url,
        dataDir,
        tickMs: 0,
        port,
      },
      clock,
    });
    await server.listen({ port, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await platform?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('has an engine for every casino game it lists', () => {
    expect(sample.get('none') ?? []).toEqual([]);
  });

  it(
    'launches, plays one round of and pays every sampled game exactly',
    async () => {
      let played = 0;
      for (const [, codes] of sample) {
        for (const code of codes) {
          const game = games.byCode.get(code);
          const resolved = game && resolveGame(game);
          if (!game || !resolved) continue;
          const accountType = game.supportPlay === 0 ? 0 : 1;
          const launched = await launchThroughProvider(platform, game, member, accountType);
          const wallet = `member:${launched.memberId}:${accountType === 0 ? 90 : 0}`;
          expect((await fetch(launched.url)).status, `${code}: its page`).toBe(200);
          const before = await platform.balance(wallet);
          const post = async (path: string, body: unknown) => {
            const answer = await fetch(new URL(path, launched.url), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            const value = (await answer.json()) as Record<string, unknown>;
            expect(answer.status, `${code} ${path}: ${JSON.stringify(value)}`).toBe(200);
            return value;
          };
          const bet = firstBet(resolved.kind, resolved.config);
          let stake = bet.stake;
          let win: number;
          if (resolved.kind.mode === 'instant') {
            const round = (await post('/api/round', { token: launched.token, gameCode: code, bet })) as {
              done: boolean;
              win: number;
              stake: number;
            };
            if (!round.done) {
              // A decision round the player walks away from: the server finishes it by the published strategy.
              clock.advance(24 * 3_600_000);
              await server.games.tick();
            }
            const [settled] = server.games.instant.recentRounds(launched.user, code);
            expect(settled, `${code}: the round is in its history`).toBeDefined();
            stake = settled?.stake ?? round.stake;
            win = settled?.win ?? round.win;
          } else {
            const schedule = resolved.kind.schedule(resolved.config);
            // Into the next round's betting phase, bet, then past its close.
            clock.set((Math.floor(clock.now() / schedule.roundMs) + 1) * schedule.roundMs + 1);
            await post(`/api/table/${encodeURIComponent(code)}/bet`, { token: launched.token, bet });
            clock.advance(schedule.roundMs);
            await server.games.tick();
            const [mine] = server.games.tables.myBets(launched.user, code);
            expect(mine?.status, `${code}: the bet is settled`).toBe('settled');
            win = mine?.win ?? -1;
          }
          expect(await platform.balance(wallet), `${code}: wallet moved by win − stake`).toBe(
            before - BigInt(stake) + BigInt(win),
          );
          played++;
        }
      }
      await auditProviderLedger(platform.db);
      expect(played).toBeGreaterThan(0);
    },
    everyGame ? 3_600_000 : 600_000,
  );
});
