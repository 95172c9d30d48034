import { tableKind } from '../common/table.ts';
import { phomGame, phomTurns } from './game.ts';

/** Phỏm (tá lả), four seats of nine cards, four draws each. */
export const phomKind = tableKind({
  kind: 'room-phom',
  classification: 'PHOM',
  seats: 4,
  game: phomGame,
  paragraphs: [
    { key: 'rooms.phom.rules.deal' },
    { key: 'rooms.phom.rules.melds' },
    { key: 'rooms.phom.rules.turn', values: { turns: phomTurns } },
    { key: 'rooms.phom.rules.take' },
    { key: 'rooms.phom.rules.u' },
    { key: 'rooms.phom.rules.showdown' },
    { key: 'rooms.phom.rules.strategy' },
    { key: 'rooms.phom.rules.simplified' },
  ],
});
