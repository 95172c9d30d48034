import { climbingGame } from '../climbing/game.ts';
import { tlmnInstant } from '../climbing/instant.ts';
import { cardOf } from '../common/cards.ts';
import { tableKind } from '../common/table.ts';

/** 3♠: its holder leads the hand, and the first play holds it. */
export const threeOfSpades = cardOf(3, 0);

export const tlmnGame = climbingGame({
  handSize: 13,
  suited: true,
  pairRuns: true,
  opening: threeOfSpades,
  instant: tlmnInstant,
});

/** Tiến lên miền nam, four seats of thirteen cards; the first out takes the pot. */
export const tlmnKind = tableKind({
  kind: 'room-tlmn',
  classification: 'TLMN',
  seats: 4,
  game: tlmnGame,
  paragraphs: [
    { key: 'rooms.tlmn.rules.deal' },
    { key: 'rooms.tlmn.rules.ranks' },
    { key: 'rooms.tlmn.rules.combos' },
    { key: 'rooms.tlmn.rules.play' },
    { key: 'rooms.tlmn.rules.chop' },
    { key: 'rooms.tlmn.rules.instant' },
    { key: 'rooms.climbing.rules.strategy' },
    { key: 'rooms.tlmn.rules.simplified' },
  ],
});
