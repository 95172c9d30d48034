import { tableKind } from '../common/table.ts';
import { rummyGame, rummyHandSize } from './game.ts';

/** Rummy, four seats of seven cards: the first to meld every card takes the pot. */
export const rummyKind = tableKind({
  kind: 'room-rummy',
  classification: 'RUMMY',
  seats: 4,
  game: rummyGame,
  paragraphs: [
    { key: 'rooms.rummy.rules.deal', values: { cards: rummyHandSize } },
    { key: 'rooms.rummy.rules.melds' },
    { key: 'rooms.rummy.rules.turn' },
    { key: 'rooms.rummy.rules.out' },
    { key: 'rooms.rummy.rules.stock' },
    { key: 'rooms.rummy.rules.strategy' },
    { key: 'rooms.rummy.rules.simplified' },
  ],
});
