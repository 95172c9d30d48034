import type { GameGridItem, GameTileLabels } from '@playsite/ui';
import type { TFunction } from 'i18next';
import type { LaunchTarget } from '../games/index.ts';
import { gameKey, gameTitle, type LobbyGame } from './catalogue.ts';
import type { LobbyVendor } from './vendors.ts';

/** Game artwork is drawn square; the size is given so tiles do not jump while images load. */
export const artSize = 200;

/** A game's tile artwork (the small icon, else the large one). */
export const tileImage = (game: LobbyGame): string => game.smallIcon || game.showIcon || '';

export function tileOf(
  game: LobbyGame,
  vendors: ReadonlyMap<string, LobbyVendor>,
  favourite: boolean,
): GameGridItem {
  return {
    id: gameKey(game),
    name: gameTitle(game),
    vendor: vendors.get(game.vendor)?.displayName ?? game.vendor,
    imageSrc: tileImage(game),
    imageWidth: artSize,
    imageHeight: artSize,
    hot: Boolean(game.isHot),
    // The platform's supportPlay 0 means the game has a free trial.
    hasFreeTrial: game.supportPlay === 0,
    // The same fact a launch answers as game maintenance, shown before a tap.
    isUnderMaintenance: game.maintenance === true,
    favourite,
  };
}

export function targetOf(game: LobbyGame, vendor: LobbyVendor | undefined, freePlay = false): LaunchTarget {
  return {
    code: game.gameCode ?? String(game.nodeId),
    title: gameTitle(game),
    gameType: game.gameType,
    isGame: true,
    vendor: game.vendor,
    accountTypeName: vendor?.accountTypeName,
    nodeId: String(game.nodeId),
    freePlay,
  };
}

export function vendorTarget(vendor: LobbyVendor): LaunchTarget {
  return {
    code: vendor.vendor,
    title: vendor.displayName,
    gameType: vendor.gameType ?? '',
    isGame: false,
    vendor: vendor.vendor,
    vendorPopup: vendor.vendorPopup,
    accountTypeName: vendor.accountTypeName,
  };
}

export const tileLabels = (t: TFunction): GameTileLabels => ({
  play: t('tile.play'),
  hot: t('tile.hot'),
  favourite: t('tile.favourite'),
  freeTrial: t('tile.freeTrial'),
  maintenance: t('tile.maintenance'),
});
