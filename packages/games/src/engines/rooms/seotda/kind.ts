import { tableKind } from '../common/table.ts';
import { seotdaGame } from './game.ts';

/** Seotda (섯다), four seats, two hwatu cards and a third for one more ante. */
export const seotdaKind = tableKind({
  kind: 'room-seotda',
  classification: 'SEOTDA',
  seats: 4,
  game: seotdaGame,
  paragraphs: [
    { key: 'rooms.seotda.rules.deal' },
    { key: 'rooms.seotda.rules.ranking' },
    { key: 'rooms.seotda.rules.catchers' },
    { key: 'rooms.seotda.rules.third' },
    { key: 'rooms.seotda.rules.showdown' },
    { key: 'rooms.seotda.rules.strategy' },
    { key: 'rooms.seotda.rules.simplified' },
  ],
});
