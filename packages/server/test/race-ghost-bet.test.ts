import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { postTransfer, systemAccounts } from '../src/domain/ledger.ts';
import { demoBaccaratCode } from '../src/games/catalogue.ts';
import { lotteryGame, nextDraw } from '../src/games/lottery.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './games/http-support.ts';
import { backends } from './support/backends.ts';
import type { WireAnswer } from './support/wire-client.ts';

const table = sharedGames().byCode.get(demoBaccaratCode);
const lotteryCode = 'VN_SIEU_TOC_1_PHUT';
if (!table || !lotteryGame(lotteryCode)) throw new Error('demo games missing from the catalogue');

/**
 * A bet is answered only for a committed round (item 8 of the concurrency review): concurrent
 * retries of a bet the wallet can not cover were answered "placed, open" for a round that was then
 * deleted, with no money moved. The round and its stake now commit together.
 */
describe.each(backends)('no ghost bets under concurrent retries (%s)', (backend) => {
  let h: GamesHarness;
  beforeAll(async () => {
    h = await startGames(backend);
  }, 60_000);
  afterAll(() => h?.close());

  const ticketOf = (answer: WireAnswer) => {
    const url = answerValue<{ content: { game_url: string } }>(answer).content.game_url;
    return new URL(url, h.url).searchParams.get('ticket') ?? '';
  };
  const play = (path: string, body: Record<string, unknown>) =>
    h.client.call(path, { json: body, merchant: null });
  /** A member left with `keep` in the main wallet. */
  async function memberWith(username: string, keep: bigint) {
    const member = await h.login(username);
    const code = `member:${member.memberId}:0`;
    const balance = await h.balance(code);
    if (balance > keep)
      await postTransfer(h.ctx, {
        merchant: 'demo',
        idempotencyKey: `drain-${username}-${randomUUID()}`,
        kind: 'test.drain',
        postings: [
          { account: code, amount: -(balance - keep) },
          { account: systemAccounts.operatorFunding, amount: balance - keep },
        ],
      });
    return { ...member, code };
  }
  const roundsOf = async (memberId: number) =>
    h.db.query('SELECT round_id FROM game_rounds WHERE member_id = $1', [memberId]);
  /** The baccarat table in its betting phase; its ticket and the table round. */
  async function bettingTable(token: string) {
    const cycle = 25_000;
    h.clock.set((Math.floor(h.clock.now() / cycle) + 1) * cycle + 1_000);
    const ticket = ticketOf(await h.call('launchGame', launchOf(table as NonNullable<typeof table>), token));
    const state = answerValue<{ round: { tableRoundId: string; phase: string } }>(
      await h.client.call('/play/api/baccarat/state', { query: { ticket }, merchant: null }),
    );
    expect(state.round.phase).toBe('betting');
    return { ticket, tableRoundId: state.round.tableRoundId };
  }

  it('refuses every concurrent retry of a baccarat bet the wallet can not cover', async () => {
    const poor = await memberWith('demoweak', 300n);
    const { ticket, tableRoundId } = await bettingTable(poor.token);
    const bet = { ticket, requestId: randomUUID(), tableRoundId, betType: 'PLAYER', stake: 1_000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => play('/play/api/baccarat/bet', bet)));
    expect(answers.map((answer) => answer.body.errorCode ?? 'placed')).toEqual(
      Array(8).fill('wallet.balance.insufficient'),
    );
    expect(await roundsOf(poor.memberId)).toEqual([]);
    expect(await h.balance(poor.code)).toBe(300n);
  });

  it('refuses every concurrent retry of a lottery bet the wallet can not cover', async () => {
    const poor = await memberWith('demoagent42', 300n);
    // A second into a minute: the 1-minute draw takes bets.
    h.clock.set((Math.floor(h.clock.now() / 60_000) + 1) * 60_000 + 1_000);
    const launch = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoGameCode: lotteryCode,
      lottoView: 'betting',
      device: 'web',
      language: 'EN',
    };
    const ticket = ticketOf(await h.call('launchGame', launch, poor.token));
    const game = lotteryGame(lotteryCode);
    const draw = nextDraw(game as NonNullable<typeof game>, h.clock.now());
    const bet = {
      ticket,
      requestId: randomUUID(),
      numero: draw.numero,
      betType: 'LO',
      pick: '07',
      stake: 1_000,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => play('/play/api/lottery/bet', bet)));
    expect(answers.map((answer) => answer.body.errorCode ?? 'placed')).toEqual(
      Array(8).fill('wallet.balance.insufficient'),
    );
    expect(await roundsOf(poor.memberId)).toEqual([]);
  });

  it('answers concurrent retries of a covered bet with one committed round, its stake taken once', async () => {
    const rich = await memberWith('demovip', 100_000n);
    const { ticket, tableRoundId } = await bettingTable(rich.token);
    const bet = { ticket, requestId: randomUUID(), tableRoundId, betType: 'BANKER', stake: 5_000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => play('/play/api/baccarat/bet', bet)));
    const rounds = answers.map((answer) => answerValue<Bet>(answer).round);
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(1);
    expect(rounds.every((round) => round.balanceAfter === 95_000)).toBe(true);
    expect(await h.balance(rich.code)).toBe(95_000n);
  });
});
