import { tableKind } from '../common/table.ts';
import { zjhGame, zjhMaxLevel, zjhRounds } from './game.ts';

/** Zha jin hua (炸金花), five seats, three cards, fixed-level betting. */
export const zjhKind = tableKind({
  kind: 'room-zjh',
  classification: 'ZJH',
  seats: 5,
  game: zjhGame,
  paragraphs: [
    { key: 'rooms.zjh.rules.deal' },
    { key: 'rooms.zjh.rules.ranking' },
    { key: 'rooms.zjh.rules.betting', values: { rounds: zjhRounds, max: zjhMaxLevel } },
    { key: 'rooms.zjh.rules.showdown' },
    { key: 'rooms.zjh.rules.strategy' },
    { key: 'rooms.zjh.rules.simplified' },
  ],
});
