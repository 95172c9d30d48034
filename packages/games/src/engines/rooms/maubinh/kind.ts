import { tableKind } from '../common/table.ts';
import { maubinhGame } from './game.ts';
import { scoopChi } from './score.ts';

/** Mậu binh, four seats of thirteen cards arranged in three poker hands. */
export const maubinhKind = tableKind({
  kind: 'room-maubinh',
  classification: 'MAUBINH',
  seats: 4,
  game: maubinhGame,
  paragraphs: [
    { key: 'rooms.maubinh.rules.deal' },
    { key: 'rooms.maubinh.rules.arrange' },
    { key: 'rooms.maubinh.rules.chi', values: { scoop: scoopChi } },
    { key: 'rooms.maubinh.rules.foul', values: { scoop: scoopChi } },
    { key: 'rooms.maubinh.rules.instant', values: { scoop: scoopChi } },
    { key: 'rooms.maubinh.rules.winner' },
    { key: 'rooms.maubinh.rules.strategy' },
    { key: 'rooms.maubinh.rules.simplified' },
  ],
});
