import { tableKind } from '../common/table.ts';
import { goStopThreshold, gostopGame, pointsPerAnte } from './game.ts';

/** Go-stop (고스톱), three seats, the hwatu deck of 48. */
export const gostopKind = tableKind({
  kind: 'room-gostop',
  classification: 'GOSTOP',
  seats: 3,
  game: gostopGame,
  paragraphs: [
    { key: 'rooms.gostop.rules.deal' },
    { key: 'rooms.gostop.rules.turn' },
    { key: 'rooms.gostop.rules.points' },
    { key: 'rooms.gostop.rules.gostop', values: { threshold: goStopThreshold } },
    { key: 'rooms.gostop.rules.settle', values: { points: pointsPerAnte } },
    { key: 'rooms.gostop.rules.strategy' },
    { key: 'rooms.gostop.rules.simplified' },
  ],
});
