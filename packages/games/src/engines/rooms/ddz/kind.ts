import { tableKind } from '../common/table.ts';
import { ddzGame } from './game.ts';

/** Dou di zhu (斗地主): three seats, a landlord against two peasants. */
export const ddzKind = tableKind({
  kind: 'room-ddz',
  classification: 'DDZ',
  seats: 3,
  game: ddzGame,
  paragraphs: [
    { key: 'rooms.ddz.rules.deal' },
    { key: 'rooms.ddz.rules.bid' },
    { key: 'rooms.ddz.rules.ranks' },
    { key: 'rooms.ddz.rules.combos' },
    { key: 'rooms.ddz.rules.play' },
    { key: 'rooms.ddz.rules.winner' },
    { key: 'rooms.ddz.rules.strategy' },
    { key: 'rooms.ddz.rules.simplified' },
  ],
});
