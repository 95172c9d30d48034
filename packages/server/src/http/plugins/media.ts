import { avatarSvg, bannerSvg } from '../../domain/media/art.ts';
import type { DomainPlugin } from '../plugin.ts';
import { sendSvg } from '../svg.ts';

const aDay = 86_400;

/** Generated artwork (Fluent Emoji from the installed package, nothing fetched): avatars, and banner and promotion pictures, as SVG. */
export const mediaPlugin: DomainPlugin = async (app) => {
  app.get<{ Params: { id: string } }>('/media/avatars/:id', async (request, reply) => {
    const match = /^avatar-(\d)\.svg$/.exec(request.params.id);
    return sendSvg(request, reply, avatarSvg(Number(match?.[1] ?? 0)), aDay);
  });
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (request, reply) => {
    const name =
      request.params.name
        .replace(/\.svg$/, '')
        .replace(/[^a-z0-9-]/gi, '')
        .slice(0, 40) || 'banner';
    return sendSvg(request, reply, bannerSvg(name), aDay);
  });
};
