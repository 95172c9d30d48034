import { randomUUID } from 'node:crypto';
import { endpointList } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePlay } from '../../src/domain/auth.ts';
import { sharedGames } from '../../src/domain/games/catalogue.ts';
import { recoverRound } from '../../src/domain/games/loop.ts';
import { findRound } from '../../src/domain/games/rounds.ts';
import { demoWalletType } from '../../src/domain/games/wallets.ts';
import { postTransfer, systemAccounts } from '../../src/domain/ledger.ts';
import { revokeSession } from '../../src/domain/sessions.ts';
import { settleBaccaratBet } from '../../src/games/baccarat.ts';
import { demoBaccaratCode, demoSlotCode } from '../../src/games/catalogue.ts';
import { elottBetTypes } from '../../src/games/elott.ts';
import { lotteryGame, nextDraw, settleLotteryBet } from '../../src/games/lottery.ts';
import { sha256 } from '../../src/security/tokens.ts';
import { backends } from '../support/backends.ts';
import type { WireAnswer } from '../support/wire-client.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './http-support.ts';
import { expectLedgerBalanced } from './ledger-check.ts';

const games = sharedGames();
const slot = games.byCode.get(demoSlotCode);
const table = games.byCode.get(demoBaccaratCode);
const lotteryCode = 'VN_SIEU_TOC_1_PHUT';
/** PK10 Racing, the e-lottery's 60 s race (docs/product.md § E-lottery). */
const pk10Code = 'FASTLOTTO_0001';
const pk10Game = lotteryGame(pk10Code);
if (!slot || !table || !lotteryGame(lotteryCode) || !pk10Game)
  throw new Error('demo games missing from the catalogue');

type LotteryState = {
  style: string;
  next: { numero: string; drawTime: number; closeTime: number; open: boolean };
  betTypes: { code: string; fields?: { name: string; options: string[] }[]; odds?: Record<string, number> }[];
  draws: { numero: string; drawTime: number; prizes: { tier: string; numbers: string[] }[] }[];
  rounds: { roundId: string; status: string; win: number }[];
};

const slotLaunch = (accountType: 0 | 1, game = slot) => launchOf(game, { accountType });
const lotteryLaunch = (code: string) => ({
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoGameCode: code,
  lottoView: 'betting',
  device: 'web',
  language: 'EN',
});

describe.each(backends)('demo games for money over HTTP (%s)', (backend) => {
  let h: GamesHarness;
  let member: { token: string; memberId: number };
  const wallet = () => `member:${member.memberId}:0`;

  beforeAll(async () => {
    h = await startGames(backend);
    member = await h.login('demovip');
  });
  afterAll(() => h?.close());

  const launch = async (payload: Record<string, unknown>, token = member.token) =>
    h.call('launchGame', payload, token);
  const ticketOf = (answer: WireAnswer) => {
    const url = answerValue<{ content: { game_url: string } }>(answer).content.game_url;
    return new URL(url, h.url).searchParams.get('ticket') ?? '';
  };
  const play = async (path: string, body: Record<string, unknown>) => {
    const endpoint = endpointList.find((item) => item.path === path);
    const answer = await h.client.call(path, { json: body, merchant: null });
    if (answer.body.success && endpoint) {
      const [error] = validate(answer.body.value, endpoint.response);
      expect(error?.message).toBeUndefined();
    }
    return answer;
  };
  const state = async (path: string, ticket: string) => {
    const answer = await h.client.call(path, { query: { ticket }, merchant: null });
    return answerValue<
      { balance: number; round: { tableRoundId: string; phase: string; settlesAt: number } } & Record<
        string,
        unknown
      >
    >(answer);
  };

  it('launches the demo games with a ticket URL and refuses the rest with clear codes', async () => {
    expect((await launch(slotLaunch(1), '')).status).toBe(401);
    const answer = await launch(slotLaunch(1));
    const url = answerValue<{ content: { game_url: string } }>(answer).content.game_url;
    expect(url).toMatch(
      new RegExp(
        `^/play/slot/${demoSlotCode}\\?nodeId=${slot.nodeId}&accountType=1&language=EN&ticket=[\\w-]{43}$`,
      ),
    );
    expect(url).not.toContain(member.token);

    const page = await fetch(new URL(url, h.url));
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain('<button id="play" type="submit" disabled>Spin</button>');
    expect(html).toContain('aria-live="polite"');
    expect((await fetch(`${h.url}/play/assets/slot.js`)).headers.get('content-type')).toContain('javascript');

    expect((await launch(slotLaunch(0, table))).body.errorCode).toBe('game.freeplay.unsupported');
    const plain = games.catalogue.games.find((game) => game.gameType === 'RNG' && !game.demo);
    expect((await launch(slotLaunch(1, plain))).body.errorCode).toBe('game.maintenance');
    expect((await launch({ ...slotLaunch(1), nodeId: '1' })).body.errorCode).toBe('game.not.available');
    expect((await launch({ ...slotLaunch(1), vassalage: 'OTHER' })).body.errorCode).toBe(
      'game.not.available',
    );

    const lottery = answerValue<{ content: { game_url: string } }>(await launch(lotteryLaunch(lotteryCode)));
    expect(lottery.content.game_url).toMatch(new RegExp(`^/play/lottery/${lotteryCode}\\?`));
    const address = await h.call('launchAddress', slotLaunch(1, table), member.token);
    expect(answerValue<{ content: { game_url: string } }>(address).content.game_url).toMatch(
      /^\/play\/baccarat\//,
    );

    const recent = answerValue<{ gameCode: string }[]>(await h.call('recentGames', {}, member.token));
    expect(recent.map((game) => game.gameCode).slice(0, 3)).toEqual(
      expect.arrayContaining([demoSlotCode, lotteryCode, demoBaccaratCode]),
    );
    const vnRecent = answerValue<{ gameCode: string }[]>(await h.call('vnGameMenuRecent', {}, member.token));
    expect(vnRecent.map((game) => game.gameCode)).toEqual([lotteryCode]);
  });

  it('lets a trial account play free only', async () => {
    const trial = await freePlay(h.ctx, 'demo', `10.0.${backend.length}.1`);
    expect((await launch(slotLaunch(1), trial.token)).body.errorCode).toBe('account.trial.refused');
    expect((await launch(lotteryLaunch(lotteryCode), trial.token)).body.errorCode).toBe(
      'account.trial.refused',
    );
    expect((await launch(slotLaunch(0), trial.token)).body.success).toBe(true);
  });

  it('debits the stake and credits the win of a spin exactly, once per request id', async () => {
    const ticket = ticketOf(await launch(slotLaunch(1)));
    const before = await h.balance(wallet());
    const requestId = randomUUID();
    const first = answerValue<Bet>(await play('/play/api/slot/spin', { ticket, stake: 1000, requestId }));
    expect(first.round).toMatchObject({ stake: 1000, status: 'settled', balanceBefore: Number(before) });
    expect(first.round.balanceAfter).toBe(Number(before) - 1000 + first.round.win);
    expect(first.balance).toBe(first.round.balanceAfter);
    expect(await h.balance(wallet())).toBe(before - 1000n + BigInt(first.round.win));

    const retry = answerValue<Bet>(await play('/play/api/slot/spin', { ticket, stake: 1000, requestId }));
    expect(retry.round).toEqual(first.round);
    expect(await h.balance(wallet())).toBe(before - 1000n + BigInt(first.round.win));
    const conflict = await play('/play/api/slot/spin', { ticket, stake: 2000, requestId });
    expect(conflict.body.errorCode).toBe('idempotency.key.conflict');
    expect(
      (await play('/play/api/slot/spin', { ticket, stake: 1005, requestId: randomUUID() })).body.errorCode,
    ).toBe('game.stake.invalid');
    const transfers = await h.db.query('SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE $1', [
      `%${requestId}%`,
    ]);
    expect(transfers).toHaveLength(1);
  });

  it('places one round for concurrent retries of the same spin', async () => {
    const ticket = ticketOf(await launch(slotLaunch(1)));
    const before = await h.balance(wallet());
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => play('/play/api/slot/spin', { ticket, stake: 500, requestId })),
    );
    const rounds = answers.map((answer) => answerValue<Bet>(answer).round);
    expect(new Set(rounds.map((round) => round.roundId)).size).toBe(1);
    expect(new Set(rounds.map((round) => round.win)).size).toBe(1);
    expect(await h.balance(wallet())).toBe(before - 500n + BigInt(rounds[0]?.win ?? 0));
  });

  it('refuses a stake the wallet cannot cover and moves no money', async () => {
    const poor = await h.login('demoweak');
    const code = `member:${poor.memberId}:0`;
    const balance = await h.balance(code);
    await postTransfer(h.ctx, {
      merchant: 'demo',
      idempotencyKey: `drain-${backend}`,
      kind: 'test.drain',
      postings: [
        { account: code, amount: -(balance - 300n) },
        { account: systemAccounts.operatorFunding, amount: balance - 300n },
      ],
    });
    const ticket = ticketOf(await launch(slotLaunch(1), poor.token));
    const requestId = randomUUID();
    const refused = await play('/play/api/slot/spin', { ticket, stake: 1000, requestId });
    expect(refused.body.errorCode).toBe('wallet.balance.insufficient');
    expect(await h.balance(code)).toBe(300n);
    expect(await h.db.query('SELECT 1 FROM game_rounds WHERE member_id = $1', [poor.memberId])).toHaveLength(
      0,
    );
  });

  it('plays free with demo credit and never touches the real wallet', async () => {
    const realBefore = await h.balance(wallet());
    const ticket = ticketOf(await launch(slotLaunch(0)));
    const session = answerValue<{ accountType: number; balance: number }>(
      await h.client.call('/play/api/session', { query: { ticket }, merchant: null }),
    );
    expect(session.accountType).toBe(0);
    let net = 0;
    for (let i = 0; i < 5; i++) {
      const { round } = answerValue<Bet>(
        await play('/play/api/slot/spin', { ticket, stake: 2000, requestId: randomUUID() }),
      );
      net += round.win - round.stake;
    }
    expect(await h.balance(wallet())).toBe(realBefore);
    expect(await h.balance(`member:${member.memberId}:${demoWalletType}`)).toBe(
      BigInt(session.balance + net),
    );
    const real = answerValue<{ list: { accountType: number }[] }>(
      await h.call('betRecords', {}, member.token),
    );
    expect(real.list.every((record) => record.accountType === 1)).toBe(true);
    const free = answerValue<{ totalCount: number }>(
      await h.call('betRecords', { accountType: 0 }, member.token),
    );
    expect(free.totalCount).toBe(5);
  });

  it('stops a ticket with its session and keeps it to its game', async () => {
    const session = await h.login('demovip');
    const ticket = ticketOf(await launch(slotLaunch(1), session.token));
    const wrongGame = await h.client.call('/play/api/baccarat/state', { query: { ticket }, merchant: null });
    expect(wrongGame.body.errorCode).toBe('game.ticket.invalid');
    await revokeSession(h.ctx, sha256(session.token));
    const ended = await play('/play/api/slot/spin', { ticket, stake: 1000, requestId: randomUUID() });
    expect(ended.body.errorCode).toBe('game.ticket.invalid');
    expect(
      (await play('/play/api/slot/spin', { ticket: 'x'.repeat(43), stake: 1000, requestId: randomUUID() }))
        .body.errorCode,
    ).toBe('game.ticket.invalid');
  });

  it('settles a baccarat bet after the deal on the table timer', async () => {
    const cycle = 25_000;
    h.clock.set((Math.floor(h.clock.now() / cycle) + 1) * cycle + 1_000);
    const ticket = ticketOf(await launch(slotLaunch(1, table)));
    const before = await h.balance(wallet());
    const first = await state('/play/api/baccarat/state', ticket);
    expect(first.round.phase).toBe('betting');
    const tableRoundId = first.round.tableRoundId;
    const bet = { ticket, requestId: randomUUID(), tableRoundId, betType: 'BANKER', stake: 5000 };
    const placed = answerValue<Bet>(await play('/play/api/baccarat/bet', bet));
    expect(placed.round.status).toBe('open');
    expect(await h.balance(wallet())).toBe(before - 5000n);
    expect(answerValue<Bet>(await play('/play/api/baccarat/bet', bet)).round.roundId).toBe(
      placed.round.roundId,
    );

    h.clock.advance(15_000);
    const late = await play('/play/api/baccarat/bet', { ...bet, requestId: randomUUID() });
    expect(late.body.errorCode).toBe('game.betting.closed');
    await h.runLoop();
    expect((await findRound(h.db, placed.round.roundId))?.status).toBe('open');

    h.clock.set(first.round.settlesAt);
    await h.runLoop();
    const settled = await findRound(h.db, placed.round.roundId);
    const hand = await h.db.query<{ hand: Parameters<typeof settleBaccaratBet>[1] }>(
      'SELECT hand FROM baccarat_hands WHERE table_round_id = $1',
      [tableRoundId],
    );
    const handValue = hand[0]?.hand;
    if (!handValue || !settled) throw new Error('round not dealt');
    const win = settleBaccaratBet({ type: 'BANKER', stake: 5000n }, handValue);
    expect(settled).toMatchObject({ status: 'settled', win, balanceBefore: before });
    expect(await h.balance(wallet())).toBe(before - 5000n + win);
    const after = await state('/play/api/baccarat/state', ticket);
    expect((after.results as { tableRoundId: string }[]).map((result) => result.tableRoundId)).toContain(
      tableRoundId,
    );
  });

  it('settles a lottery bet against the stored draw', async () => {
    const game = lotteryGame(lotteryCode);
    if (!game) throw new Error('no lottery');
    h.clock.set((Math.floor(h.clock.now() / 60_000) + 1) * 60_000 + 1_000);
    const ticket = ticketOf(await launch(lotteryLaunch(lotteryCode)));
    const before = await h.balance(wallet());
    const lotto = await state('/play/api/lottery/state', ticket);
    const next = lotto.next as { numero: string; drawTime: number; open: boolean };
    expect(next).toMatchObject({ numero: nextDraw(game, h.clock.now()).numero, open: true });
    const placed = answerValue<Bet>(
      await play('/play/api/lottery/bet', {
        ticket,
        requestId: randomUUID(),
        numero: next.numero,
        betType: 'LO',
        pick: '07',
        stake: 1000,
      }),
    );
    expect(await h.balance(wallet())).toBe(before - 1000n);
    const invalid = await play('/play/api/lottery/bet', {
      ticket,
      requestId: randomUUID(),
      numero: next.numero,
      betType: 'BIG',
      pick: '1234',
      stake: 1000,
    });
    expect(invalid.body.errorCode).toBe('game.bet.invalid');

    h.clock.set(next.drawTime + 10);
    const closed = await play('/play/api/lottery/bet', {
      ticket,
      requestId: randomUUID(),
      numero: next.numero,
      betType: 'DE',
      pick: '07',
      stake: 1000,
    });
    expect(closed.body.errorCode).toBe('game.betting.closed');
    await h.runLoop();
    const drawRows = await h.db.query<{ prizes: { tier: string; numbers: string[] }[] }>(
      'SELECT prizes FROM lottery_draws WHERE game_code = $1 AND numero = $2',
      [lotteryCode, next.numero],
    );
    expect(drawRows).toHaveLength(1);
    const draw = {
      gameCode: lotteryCode,
      style: 'VN' as const,
      numero: next.numero,
      drawTime: next.drawTime,
      prizes: drawRows[0]?.prizes ?? [],
    };
    const win = settleLotteryBet(
      { gameCode: lotteryCode, numero: next.numero, betType: 'LO', pick: '07', stake: 1000n },
      draw,
    );
    expect(await findRound(h.db, placed.round.roundId)).toMatchObject({ status: 'settled', win });
    expect(await h.balance(wallet())).toBe(before - 1000n + win);
    const opened = answerValue<{ numero: string }[]>(
      await h.call('openedNumero', { gameCode: lotteryCode }, member.token),
    );
    expect(opened[0]?.numero).toBe(next.numero);
  });

  it('lists bet records with filters, pages and totals', async () => {
    const all = answerValue<{
      list: { status: string; stake: number; win: number; gameType: string }[];
      totalCount: number;
      totalPages: number;
      summary: { count: number; stake: number; win: number; profit: number };
    }>(await h.call('betRecords', { pageSize: 2 }, member.token));
    expect(all.list).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 2));
    const rows = await h.db.query<{ stake: bigint; win: bigint }>(
      "SELECT stake, CASE WHEN status = 'settled' THEN win ELSE 0 END AS win FROM game_rounds WHERE member_id = $1 AND mode = 'real' AND status <> 'refunded'",
      [member.memberId],
    );
    expect(all.summary.stake).toBe(Number(rows.reduce((sum, row) => sum + row.stake, 0n)));
    expect(all.summary.win).toBe(Number(rows.reduce((sum, row) => sum + BigInt(row.win), 0n)));
    expect(all.summary.profit).toBe(all.summary.win - all.summary.stake);
    const live = answerValue<{ list: { gameType: string }[]; totalCount: number }>(
      await h.call('betRecords', { gameType: 'LIVE' }, member.token),
    );
    expect(live.totalCount).toBe(1);
    const future = answerValue<{ totalCount: number }>(
      await h.call('betRecords', { startTime: h.clock.now() + 1 }, member.token),
    );
    expect(future.totalCount).toBe(0);
    const settledOnly = answerValue<{ list: { status: string }[] }>(
      await h.call('betRecords', { status: 'settled', pageSize: 100 }, member.token),
    );
    expect(settledOnly.list.every((record) => record.status === 'settled')).toBe(true);
  });

  it('takes PK10 bets through the ledger and settles them once on the next draw', async () => {
    h.clock.set((Math.floor(h.clock.now() / 60_000) + 1) * 60_000 + 1_000);
    const ticket = ticketOf(await launch(lotteryLaunch(pk10Code)));
    const before = await h.balance(wallet());
    const lotto = (await state('/play/api/lottery/state', ticket)) as unknown as LotteryState;
    expect(lotto.style).toBe('PK10');
    expect(lotto.next).toMatchObject({ numero: nextDraw(pk10Game, h.clock.now()).numero, open: true });
    expect(lotto.betTypes.map((type) => type.code)).toEqual(
      Object.keys(elottBetTypes).filter((code) => code.startsWith('PK_')),
    );
    expect(lotto.betTypes[0]).toMatchObject({
      fields: [{ name: 'position' }, { name: 'car' }],
      odds: { '7': 9.7 },
    });
    // The start-up backfill stored the last draws: each a permutation of cars 1–10.
    expect(lotto.draws.length).toBeGreaterThan(0);
    for (const draw of lotto.draws)
      expect([...(draw.prizes[0]?.numbers ?? [])].sort()).toEqual([
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
      ]);

    const picks = [
      { betType: 'PK_POSITION', pick: '1-7', stake: 1000 },
      { betType: 'PK_BIG_SMALL', pick: '3-BIG', stake: 2000 },
      { betType: 'PK_SUM', pick: '11', stake: 500 },
      { betType: 'PK_SUM_ODD_EVEN', pick: 'ODD', stake: 1500 },
    ];
    const placed: Bet[] = [];
    for (const pick of picks) {
      const requestId = randomUUID();
      const body = { ticket, requestId, numero: lotto.next.numero, ...pick };
      placed.push(answerValue<Bet>(await play('/play/api/lottery/bet', body)));
      // A retry with the same request id is answered from the stored round: no second stake.
      const retried = answerValue<Bet>(await play('/play/api/lottery/bet', body));
      expect(retried.round.roundId).toBe(placed.at(-1)?.round.roundId);
    }
    const staked = BigInt(picks.reduce((total, pick) => total + pick.stake, 0));
    expect(await h.balance(wallet())).toBe(before - staked);

    for (const refused of [
      { betType: 'PK_POSITION', pick: '11-7' },
      { betType: 'K3_SUM', pick: '11' },
      { betType: 'DE', pick: '07' },
    ]) {
      const answer = await play('/play/api/lottery/bet', {
        ticket,
        requestId: randomUUID(),
        numero: lotto.next.numero,
        stake: 1000,
        ...refused,
      });
      expect(answer.body.errorCode, refused.betType).toBe('game.bet.invalid');
    }
    const tooMuch = await play('/play/api/lottery/bet', {
      ticket,
      requestId: randomUUID(),
      numero: lotto.next.numero,
      betType: 'PK_POSITION',
      pick: '1-1',
      stake: Number(before) * 10,
    });
    expect(tooMuch.body.errorCode).toMatch(/wallet.balance.insufficient|game.stake.invalid/);
    expect(await h.balance(wallet())).toBe(before - staked);

    h.clock.set(lotto.next.closeTime + 1);
    const closed = await play('/play/api/lottery/bet', {
      ticket,
      requestId: randomUUID(),
      numero: lotto.next.numero,
      betType: 'PK_SUM',
      pick: '11',
      stake: 100,
    });
    expect(closed.body.errorCode).toBe('game.betting.closed');

    // The draw falls: the loop stores it and settles every bet on it.
    const open = await findRound(h.db, placed[0]?.round.roundId ?? '');
    h.clock.set(lotto.next.drawTime + 10);
    await h.runLoop();
    const after = (await state('/play/api/lottery/state', ticket)) as unknown as LotteryState;
    const draw = after.draws.find((item) => item.numero === lotto.next.numero);
    if (!draw) throw new Error('draw not stored');
    const wins = picks.map((pick) =>
      settleLotteryBet(
        { gameCode: pk10Code, numero: draw.numero, ...pick, stake: BigInt(pick.stake) } as Parameters<
          typeof settleLotteryBet
        >[0],
        {
          gameCode: pk10Code,
          style: 'PK10',
          numero: draw.numero,
          drawTime: draw.drawTime,
          prizes: draw.prizes,
        },
      ),
    );
    const won = wins.reduce((a, b) => a + b, 0n);
    for (const [i, bet] of placed.entries()) {
      expect(await findRound(h.db, bet.round.roundId)).toMatchObject({ status: 'settled', win: wins[i] });
    }
    expect(await h.balance(wallet())).toBe(before - staked + won);
    expect(after.rounds.filter((round) => round.status === 'settled').length).toBeGreaterThanOrEqual(4);

    // Settling again — another loop pass, or a second instance holding the round as it was open —
    // pays nothing more.
    await h.runLoop();
    if (!open) throw new Error('round missing');
    expect(await Promise.all([recoverRound(h.ctx, open), recoverRound(h.ctx, open)])).toHaveLength(2);
    expect(await h.balance(wallet())).toBe(before - staked + won);
    const winTransfers = await h.db.query(
      "SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE $1 AND kind = 'game.win'",
      [`%${pk10Code}-${draw.numero}%`],
    );
    expect(winTransfers).toHaveLength(wins.filter((win) => win > 0n).length);
    await expectLedgerBalanced(h.db);

    // The lottery pages' results (no game named) leave the e-lottery's races out.
    const opened = answerValue<{ gameCode: string }[]>(
      await h.call('openedNumero', { count: 100 }, member.token),
    );
    expect(opened.some((item) => item.gameCode.startsWith('FASTLOTTO'))).toBe(false);
    const pk10Opened = answerValue<{ gameCode: string; numero: string }[]>(
      await h.call('openedNumero', { gameCode: pk10Code }, member.token),
    );
    expect(pk10Opened[0]?.numero).toBe(draw.numero);
  });
});
