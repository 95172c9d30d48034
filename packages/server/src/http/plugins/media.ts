import type { FastifyReply } from 'fastify';
import { avatarSvg, bannerSvg } from '../../domain/media/art.ts';
import type { DomainPlugin } from '../plugin.ts';

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);

/** Generated artwork (no third-party assets): avatars, and banner and promotion pictures, as SVG. */
export const mediaPlugin: DomainPlugin = async (app) => {
  app.get<{ Params: { id: string } }>('/media/avatars/:id', async (request, reply) => {
    const match = /^avatar-(\d)\.svg$/.exec(request.params.id);
    return sendSvg(reply, avatarSvg(Number(match?.[1] ?? 0)));
  });
  app.get<{ Params: { name: string } }>('/media/banners/:name', async (request, reply) => {
    const name =
      request.params.name
        .replace(/\.svg$/, '')
        .replace(/[^a-z0-9-]/gi, '')
        .slice(0, 40) || 'banner';
    return sendSvg(reply, bannerSvg(name));
  });
};
