import { endpoints, type LaunchGameRequest } from '@playsite/api/contract';
import { brandForHost } from '../../../domain/brand-of-host.ts';
import { type GameIndex, sharedGames } from '../../../domain/games/catalogue.ts';
import { touchRecent } from '../../../domain/games/library.ts';
import { seatAndIssue } from '../../../domain/games/pvp-play.ts';
import { issueTicket } from '../../../domain/games/tickets.ts';
import { prepareGameAccounts } from '../../../domain/games/wallets.ts';
import type { LaunchAddressRequest } from '../../../domain/games/wire.ts';
import { trialType } from '../../../domain/members.ts';
import { providerFor } from '../../../domain/provider/providers.ts';
import { openProviderSession } from '../../../domain/provider/sessions.ts';
import { fail } from '../../../errors.ts';
import type { CatalogueGame } from '../../../games/catalogue.ts';
import { demoLaunchUrl } from '../../../games/launch.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { type AuthedCall, serve } from '../../route.ts';

type LaunchInput = LaunchGameRequest | LaunchAddressRequest;

/** The game and mode a launch payload names (slot/live/PVP payload, or lottery payload). */
function launchTarget(
  games: GameIndex,
  input: LaunchInput,
): { game: CatalogueGame; accountType: 0 | 1; roomId?: string } {
  if (input.launchMode === 'LOTT') {
    const game = games.byCode.get(input.lottoGameCode);
    if (!game || (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT')) return fail('gameNotAvailable');
    return { game, accountType: 1 };
  }
  const game = games.byNode.get(input.nodeId);
  if (!game || game.vassalage !== input.vassalage) return fail('gameNotAvailable');
  return { game, accountType: Number(input.accountType) === 0 ? 0 : 1, roomId: input.roomId || undefined };
}

/** The site's origin the launch came from, as the game's way back to the lobby. */
function lobbyUrlOf(call: AuthedCall): string | undefined {
  const origin = call.request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[\w.:[\]-]{1,200}$/.test(origin)
    ? `${origin}/`
    : undefined;
}

/**
 * Launch (docs/product.md § Game launch): trial accounts (type 4) may only play free (demo
 * credit); free play only where the game offers it (supportPlay 0). A game the platform's demo
 * engines play opens their page with a ticket; a game an enabled provider serves opens the
 * provider's page with a provider session token (docs/provider-wallet.md); any other game answers
 * game maintenance.
 * A PVP game takes a seat in the room asked for (or the first with a free seat) for its ticket.
 * The URL carries a launch ticket or provider token bound to the session, never the session token.
 */
async function launch(games: GameIndex, input: LaunchInput, call: AuthedCall) {
  const { ctx, session } = call;
  const { game, accountType, roomId } = launchTarget(games, input);
  if (accountType === 1 && session.customerType === trialType) fail('trialRefused');
  if (accountType === 0 && game.supportPlay !== 0) fail('gameFreePlayUnsupported');
  const mode = accountType === 0 ? 'demo' : 'real';
  if (!game.demo) {
    const provider = await providerFor(ctx, game);
    if (!provider) return fail('gameMaintenance');
    await prepareGameAccounts(ctx, call.merchant, session.memberId, mode);
    const url = await openProviderSession(ctx, {
      provider,
      merchant: call.merchant,
      memberId: session.memberId,
      sessionHash: session.tokenHash,
      game,
      mode,
      language: input.language,
      lobbyUrl: lobbyUrlOf(call),
      theme: brandForHost(ctx.config, call.merchant, call.request.headers.host)?.file.tokens,
    });
    await touchRecent(ctx, session.memberId, game.nodeId);
    return { content: { game_url: url } };
  }
  await prepareGameAccounts(ctx, call.merchant, session.memberId, mode);
  const grant = {
    merchant: call.merchant,
    memberId: session.memberId,
    sessionHash: session.tokenHash,
    nodeId: game.nodeId,
    mode,
  } as const;
  const { ticket, roomId: seatedIn } =
    game.demo === 'pvp'
      ? await seatAndIssue(ctx, games, { ...grant, game, roomId }, (db) => issueTicket(ctx, grant, db))
      : { ticket: await issueTicket(ctx, grant), roomId };
  const url = demoLaunchUrl(game, { accountType, language: input.language, roomId: seatedIn });
  if (!url) return fail('gameMaintenance');
  await touchRecent(ctx, session.memberId, game.nodeId);
  return { content: { game_url: `${url}&ticket=${ticket}` } };
}

export const launchPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const games = sharedGames();
  serve(app, ctx, { rsaKey }, endpoints.launchGame, (input, call) => launch(games, input, call));
  serve(app, ctx, { rsaKey }, endpoints.launchAddress, (input, call) => launch(games, input, call));
};
