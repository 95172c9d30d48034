import { tableKind } from '../common/table.ts';
import { texasCap, texasGame } from './game.ts';

/** Texas hold'em, six seats, fixed limit with antes. */
export const texasKind = tableKind({
  kind: 'room-texas',
  classification: 'TEXAS',
  seats: 6,
  game: texasGame,
  paragraphs: [
    { key: 'rooms.texas.rules.deal' },
    { key: 'rooms.texas.rules.betting', values: { cap: texasCap } },
    { key: 'rooms.texas.rules.showdown' },
    { key: 'rooms.texas.rules.ranking' },
    { key: 'rooms.texas.rules.strategy' },
    { key: 'rooms.texas.rules.simplified' },
  ],
});
