import { BrandTokens } from '@playsite/brands';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import type { Context } from '../../../context.ts';
import { brandDesigns, brandFolder, exportBrandFile, publishDesign } from '../../../domain/brand-designs.ts';
import { parseInput } from '../../route.ts';
import { route } from './guard.ts';

const publication = object({ tokens: BrandTokens });
const idOf = (params: unknown) => String((params as { id?: unknown }).id ?? '');

/** The brand studio: every brand's design, publishing a new one (audited), and its brand.json. */
export async function brandRoutes(app: FastifyInstance, ctx: Context) {
  route(app, ctx, 'GET', '/brands', 'brands.read', async () => brandDesigns(ctx));
  route(app, ctx, 'POST', '/brands/:id/publish', 'brands.publish', async ({ request, session, audit }) => {
    const brand = brandFolder(ctx, idOf(request.params));
    const { tokens } = parseInput(publication, request.body, request.body !== undefined);
    const { revision, before, after } = await publishDesign(ctx, brand, tokens, session.operator.id);
    await audit('brand.publish', `brand:${brand.id}`, { before, after, revision });
    return { revision, tokens: after };
  });
  route(app, ctx, 'GET', '/brands/:id/export', 'brands.read', async ({ request, reply }) => {
    const brand = brandFolder(ctx, idOf(request.params));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${brand.id}-brand.json"`)
      .send(`${JSON.stringify(await exportBrandFile(ctx, brand), null, 2)}\n`);
  });
}
