import { tableKind } from '../common/table.ts';
import { mjGame } from './game.ts';

/** Two-player mahjong (二人麻将): characters and honours, 64 tiles. */
export const mjKind = tableKind({
  kind: 'room-mj',
  classification: 'MJ',
  seats: 2,
  game: mjGame,
  paragraphs: [
    { key: 'rooms.mj.rules.tiles' },
    { key: 'rooms.mj.rules.turn' },
    { key: 'rooms.mj.rules.win' },
    { key: 'rooms.mj.rules.exhausted' },
    { key: 'rooms.mj.rules.strategy' },
    { key: 'rooms.mj.rules.simplified' },
  ],
});
