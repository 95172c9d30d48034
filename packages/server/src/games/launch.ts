import type { CatalogueGame } from './catalogue.ts';

export interface LaunchOptions {
  /** 1 real wallet, 0 free play with demo credit. */
  accountType: 0 | 1;
  language: string;
  /** PVP room, when the player picked one. */
  roomId?: string;
}

/**
 * The `game_url` a launch answers for a demo game of the reference server, or null when the game
 * has no engine here (the route then answers "game maintenance"). Free play is refused where
 * the game does not offer it (supportPlay 1).
 */
export function demoLaunchUrl(game: CatalogueGame, options: LaunchOptions): string | null {
  if (!game.demo) return null;
  if (options.accountType === 0 && game.supportPlay !== 0) return null;
  const query = new URLSearchParams({
    nodeId: game.nodeId,
    accountType: String(options.accountType),
    language: options.language.toUpperCase(),
  });
  if (options.roomId) query.set('roomId', options.roomId);
  return `/play/${game.demo}/${encodeURIComponent(game.gameCode)}?${query}`;
}
