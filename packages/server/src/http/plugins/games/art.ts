import { sharedGames } from '../../../domain/games/catalogue.ts';
import { fail } from '../../../errors.ts';
import { gameArtSvg, vendorLogoSvg } from '../../../games/art.ts';
import { findVendor } from '../../../games/lobby.ts';
import { lotteryGame } from '../../../games/lottery.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { sendSvg } from '../../svg.ts';

/** Generated artwork never changes for a catalogue seed: cache it for a month. */
const aMonth = 2_592_000;

const svgName = (file: string) => /^([\w-]{1,64})\.svg$/.exec(file)?.[1] ?? fail('notFound');

/** Game tiles, vendor logos and lottery icons as SVG, drawn from the catalogue (cached in memory). */
export const artPlugin: DomainPlugin = async (app) => {
  const games = sharedGames();
  const drawn = new Map<string, string>();
  const memo = (key: string, draw: () => string) => {
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = draw();
      if (drawn.size < 20_000) drawn.set(key, svg);
    }
    return svg;
  };

  app.get<{ Params: { file: string } }>('/games/art/:file', async (request, reply) => {
    const game = games.byNode.get(svgName(request.params.file)) ?? fail('notFound');
    return sendSvg(
      request,
      reply,
      memo(`art:${game.nodeId}`, () => gameArtSvg(game)),
      aMonth,
    );
  });

  app.get<{ Params: { file: string } }>('/games/art/lotto/:file', async (request, reply) => {
    const code = svgName(request.params.file);
    const lottery = lotteryGame(code) ?? fail('notFound');
    const game = games.byCode.get(code);
    const hue = game?.hue ?? 30;
    return sendSvg(
      request,
      reply,
      memo(`lotto:${code}`, () =>
        gameArtSvg({
          nodeId: code,
          gameName: lottery.gameName,
          gameType: 'LOTT',
          hue,
          vassalage: lottery.vendor,
        }),
      ),
      aMonth,
    );
  });

  app.get<{ Params: { file: string } }>('/games/logo/:file', async (request, reply) => {
    const vendor = findVendor(games.catalogue, svgName(request.params.file)) ?? fail('notFound');
    return sendSvg(
      request,
      reply,
      memo(`logo:${vendor.vassalage}`, () => vendorLogoSvg(vendor)),
      aMonth,
    );
  });
};
