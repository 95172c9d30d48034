import { climbingGame } from '../climbing/game.ts';
import { samlocInstant } from '../climbing/instant.ts';
import { tableKind } from '../common/table.ts';

export const samlocGame = climbingGame({
  handSize: 10,
  suited: false,
  pairRuns: false,
  instant: samlocInstant,
});

/** Sâm lốc, four seats of ten cards; the first out takes the pot. */
export const samlocKind = tableKind({
  kind: 'room-samloc',
  classification: 'SAMLOC',
  seats: 4,
  game: samlocGame,
  paragraphs: [
    { key: 'rooms.samloc.rules.deal' },
    { key: 'rooms.samloc.rules.ranks' },
    { key: 'rooms.samloc.rules.combos' },
    { key: 'rooms.samloc.rules.play' },
    { key: 'rooms.samloc.rules.chop' },
    { key: 'rooms.samloc.rules.instant' },
    { key: 'rooms.climbing.rules.strategy' },
    { key: 'rooms.samloc.rules.simplified' },
  ],
});
