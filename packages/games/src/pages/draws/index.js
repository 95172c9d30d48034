import { ballViews } from './balls.js';
import { raceView } from './race.js';
import { shakerViews } from './shaker.js';

/** The draw screens by the engine's kind (`{ draw(view, context) → nodes, used }`, as minis.js). */
export const drawViews = {
  pk10: raceView,
  ...shakerViews,
  ...ballViews,
};
