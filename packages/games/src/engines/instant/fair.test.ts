import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacRng } from '../../engine/rng.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { crashKind } from './crash.ts';
import { diceKind } from './dice.ts';
import {
  checkClientSeed,
  commitmentOf,
  fairRng,
  matchesCommitment,
  newServerSeed,
  nextRound,
  openSeeds,
  publicSeeds,
  rotateSeeds,
  verify,
} from './fair.ts';
import { hiloKind } from './hilo.ts';
import { minesKind } from './mines.ts';
import { miniGame } from './testing.ts';

const serverSeed = 'a1'.repeat(32);
const dice = diceKind.configFor(miniGame('DICE'))!;
const mines = minesKind.configFor(miniGame('MINES'))!;
const diceBet = { option: 'under', stake: 10_000, extra: { target: 50 } };

describe('provably fair', () => {
  it('commits to a 32-byte server seed with the SHA-256 of its hex text, and nothing else', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(matchesCommitment(seed, commitmentOf(seed))).toBe(true);
    expect(matchesCommitment(newServerSeed(), commitmentOf(seed))).toBe(false);
    // The commitment is the same whatever the client seed and the round: it cannot tell an outcome.
    const pair = openSeeds('lucky', seed);
    expect(openSeeds('other', seed).commitment).toBe(pair.commitment);
    expect(nextRound(pair).pair.commitment).toBe(pair.commitment);
    expect(publicSeeds(pair)).toEqual({ commitment: pair.commitment, clientSeed: 'lucky', nonce: 0 });
    expect(JSON.stringify(publicSeeds(pair))).not.toContain(seed);
  });

  it('draws round n from hmacRng(serverSeed, "clientSeed:n")', () => {
    const a = fairRng(serverSeed, 'lucky', 3);
    const b = hmacRng(serverSeed, 'lucky:3');
    expect(Array.from({ length: 20 }, () => a.int(1_000))).toEqual(
      Array.from({ length: 20 }, () => b.int(1_000)),
    );
  });

  it('verify replays a round as it was played, actions included', () => {
    let pair = openSeeds('my seed', serverSeed);
    const rounds = [];
    for (let i = 0; i < 5; i++) {
      const round = nextRound(pair);
      pair = round.pair;
      const start = minesKind.start(mines, { option: 'mines:5', stake: 10_000 }, round.rng);
      const actions = [
        { type: 'reveal', tile: 7 },
        ...(start.state.mines.includes(7) ? [] : [{ type: 'cashout' }]),
      ];
      let step = start;
      for (const action of actions) step = minesKind.act!(mines, step.state, action, round.rng);
      rounds.push({ nonce: round.nonce, actions, step });
    }
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4]);
    const { revealed } = rotateSeeds(pair, 'next seed');
    expect(matchesCommitment(revealed.serverSeed, revealed.commitment)).toBe(true);
    expect(revealed.rounds).toBe(5);
    for (const round of rounds) {
      const replay = verify(
        revealed.serverSeed,
        revealed.clientSeed,
        round.nonce,
        minesKind,
        mines,
        { option: 'mines:5', stake: 10_000 },
        round.actions,
      );
      expect(replay.win).toBe(round.step.win);
      expect(replay.view).toEqual(round.step.view);
    }
  });

  it('a different server seed, client seed or nonce changes the outcomes', () => {
    const rolls = (seed: string, client: string, nonce0 = 0) =>
      Array.from({ length: 8 }, (_, i) => verify(seed, client, nonce0 + i, diceKind, dice, diceBet).view);
    const base = rolls(serverSeed, 'lucky');
    expect(rolls(serverSeed, 'lucky')).toEqual(base);
    expect(rolls('b2'.repeat(32), 'lucky')).not.toEqual(base);
    expect(rolls(serverSeed, 'lucky!')).not.toEqual(base);
    expect(rolls(serverSeed, 'lucky', 1)).not.toEqual(base);
  });

  it('verifies a hi-lo round and a shared crash round', () => {
    const hilo = hiloKind.configFor(miniGame('HILO'))!;
    const actions = [{ type: 'skip' }, { type: 'guess', guess: 'same' }];
    const played = verify(serverSeed, 'x', 9, hiloKind, hilo, { option: 'play', stake: 100 }, actions);
    expect(verify(serverSeed, 'x', 9, hiloKind, hilo, { option: 'play', stake: 100 }, actions)).toEqual(
      played,
    );
    const crash = crashKind.configFor(miniGame('CRASH'))!;
    const round = verify(serverSeed, 'MINI_CRASH', 1_234, crashKind, crash, {
      option: 'auto',
      stake: 10_000,
      extra: { cashout: 2 },
    });
    expect(round.outcome).toBe(crashKind.draw(crash, hmacRng(serverSeed, 'MINI_CRASH:1234')));
    expect(round.win).toBe((round.outcome as number) >= 200 ? 20_000 : 0);
  });

  it('takes client seeds of 1–64 printable characters', () => {
    expect(checkClientSeed('my lucky seed 🍀')).toBe('my lucky seed 🍀');
    expect(refusalOf(() => checkClientSeed(''))).toBe('fair.clientSeed.invalid');
    expect(refusalOf(() => checkClientSeed('x'.repeat(65)))).toBe('fair.clientSeed.invalid');
    expect(refusalOf(() => checkClientSeed('a\nb'))).toBe('fair.clientSeed.invalid');
    expect(refusalOf(() => checkClientSeed(42))).toBe('fair.clientSeed.invalid');
  });
});
