import { checkStake, type InstantKind, lowestRtp, type Rules } from '../../engine/kind.ts';
import { drawKeno, kenoSpots, kenoTicket } from '../draws/lottery/keno.ts';
import { readPicks } from '../draws/lottery/kind.ts';
import { lazy, marketRtp } from '../draws/lottery/market.ts';
import { type MiniConfig, miniConfigFor, miniParagraphs, miniRtp, optionOf } from './mini.ts';

/*
 * Instant keno: the e-lottery's Keno 80 ticket (pick 1–10 of 80, 20 drawn, paid by hits,
 * hypergeometric exact) played on its own draw at once, its pay tables scaled to 99 %.
 */

export interface KenoRound {
  picks: number[];
  drawn: number[];
  hits: number;
}

const tickets = lazy(() => new Map(kenoSpots.map((count) => [`spots:${count}`, kenoTicket(count, miniRtp)])));
const options = kenoSpots.map((count) => `spots:${count}`);

export const kenoInstantKind: InstantKind<MiniConfig, KenoRound> = {
  kind: 'keno-instant',
  mode: 'instant',
  configFor: miniConfigFor('KENO'),

  betOptions: (config) =>
    kenoSpots.map((count) => ({
      id: `spots:${count}`,
      label: 'kenoi.bet.spots',
      labelValues: { count },
      stakes: config.stakes,
    })),

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'kenoi.rules.draw' },
      { key: 'kenoi.rules.spots', values: { rtp: 99 } },
      ...miniParagraphs(config),
    ],
    tables: [
      {
        title: 'kenoi.table.pays',
        rows: [
          ['kenoi.table.spots', 'kenoi.table.hits', 'kenoi.table.multiplier'],
          ...[...tickets()].flatMap(([id, ticket]) =>
            [...ticket.pays()].map(([hits, pays]) => [id, hits, Number(pays) / 100]),
          ),
        ],
      },
    ],
  }),

  rtp: () =>
    lowestRtp(
      Object.fromEntries([...tickets()].map(([id, ticket]) => [id, marketRtp(ticket)])),
      'hits of a ticket by C(k,h)·C(80−k,20−h) of the C(80,20) draws',
    ),

  start(config, bet, rng) {
    const ticket = tickets().get(optionOf(options, bet))!;
    checkStake(bet.stake, config.stakes);
    const picks = readPicks(ticket.picks, bet.extra);
    const drawn = drawKeno(rng);
    const hits = Number(ticket.look(drawn, picks));
    const pays = ticket.pays().get(hits) ?? 0n;
    const round: KenoRound = { picks, drawn, hits };
    return {
      state: round,
      done: true,
      win: Number((BigInt(bet.stake) * pays) / 100n),
      view: { picks, drawn: [...drawn].sort((a, b) => a - b), hits, multiplier: Number(pays) / 100 },
    };
  },
};
