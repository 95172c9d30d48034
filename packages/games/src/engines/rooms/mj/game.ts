import { shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { houseDiscard, isWinning, type Tile, tileView } from './tiles.ts';

export interface MjGame {
  hands: Tile[][];
  wall: Tile[];
  discards: Tile[][];
  toAct: number;
  /** Winners: the seat that went mahjong, or both when the wall ran out. */
  winners: number[];
  how: 'selfDrawn' | 'discard' | 'exhausted' | null;
  over: boolean;
}

/** The seat to act draws its tile first (the dealer starts with fourteen), then wins or discards. */
function drawFor(game: MjGame, seat: number) {
  const tile = game.wall.shift();
  if (tile === undefined) {
    game.over = true;
    game.how = 'exhausted';
    game.winners = game.hands.map((_, s) => s);
    return;
  }
  game.hands[seat]?.push(tile);
  if (isWinning(game.hands[seat] as Tile[])) {
    game.over = true;
    game.how = 'selfDrawn';
    game.winners = [seat];
    return;
  }
  game.toAct = seat;
}

export const mjGame: TableGame<MjGame> = {
  deal(rng, { seats, button }) {
    if (seats !== 2) throw new RangeError('Two-player mahjong is played by two');
    const wall = shuffledDeck(rng, 64);
    const dealer = (button + 1) % 2;
    const game: MjGame = {
      hands: [wall.slice(0, 13), wall.slice(13, 26)],
      wall: wall.slice(26),
      discards: [[], []],
      toAct: dealer,
      winners: [],
      how: null,
      over: false,
    };
    drawFor(game, dealer);
    return game;
  },
  turn: (game) => (game.over ? -1 : game.toAct),
  play(game, seat, action: Action) {
    if (seat !== game.toAct || game.over) illegal('turn');
    const hand = game.hands[seat] as Tile[];
    const tile = action.tile as Tile;
    if (action.type !== 'discard' || !hand.includes(tile)) illegal('discard');
    game.hands[seat] = hand.filter((other) => other !== tile);
    game.discards[seat]?.push(tile);
    const other = 1 - seat;
    // The other seat wins on the discard when it completes its hand.
    if (isWinning([...(game.hands[other] as Tile[]), tile])) {
      game.hands[other]?.push(tile);
      game.discards[seat]?.pop();
      game.over = true;
      game.how = 'discard';
      game.winners = [other];
      return 0;
    }
    drawFor(game, other);
    return 0;
  },
  strategy: (game, seat) => ({ type: 'discard', tile: houseDiscard(game.hands[seat] as Tile[]) }),
  outcome: (game) => ({ winners: game.winners }),
  view(game, viewer, over) {
    return {
      wall: game.wall.length,
      how: game.how,
      hands: game.hands.map((hand, seat) => ({
        seat,
        count: hand.length,
        tiles: over || seat === viewer ? [...hand].sort((a, b) => a - b).map(tileView) : null,
        discards: (game.discards[seat] as Tile[]).map(tileView),
      })),
      ...(game.toAct === viewer && !game.over ? { actions: ['discard'] } : {}),
    };
  },
};
