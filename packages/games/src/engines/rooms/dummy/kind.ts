import { tableKind } from '../common/table.ts';
import { dummyGame, dummyHandSize, knockBonus } from './game.ts';

/** Dummy (ดัมมี่), four seats of seven cards: the best score when the hand ends takes the pot. */
export const dummyKind = tableKind({
  kind: 'room-dummy',
  classification: 'DUMMY',
  seats: 4,
  game: dummyGame,
  paragraphs: [
    { key: 'rooms.dummy.rules.deal', values: { cards: dummyHandSize } },
    { key: 'rooms.dummy.rules.melds' },
    { key: 'rooms.dummy.rules.turn' },
    { key: 'rooms.dummy.rules.points' },
    { key: 'rooms.dummy.rules.end', values: { bonus: knockBonus } },
    { key: 'rooms.dummy.rules.strategy' },
    { key: 'rooms.dummy.rules.simplified' },
  ],
});
