import type { FastifyInstance } from 'fastify';
import { enums, object, optional, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import { listAudit, verifyAudit } from '../../../domain/backoffice/audit.ts';
import { ggrByDay, ggrCsv } from '../../../domain/backoffice/reports.ts';
import { addAnnouncement } from '../../../domain/operator.ts';
import { parseInput } from '../../route.ts';
import { period, route, wholeNumber } from './guard.ts';

const structs = {
  announcement: object({
    type: enums(['B', 'PL', 'PU', 'PR', 'H']),
    title: size(string(), 1, 200),
    content: optional(size(string(), 0, 20_000)),
    url: optional(size(string(), 0, 2048)),
  }),
};

/** Content (announcements through the content domain), reports and the audit log. */
export async function contentRoutes(app: FastifyInstance, ctx: Context) {
  route(app, ctx, 'POST', '/announcements', 'content.publish', async ({ merchant, request, audit }) => {
    const item = parseInput(structs.announcement, request.body, request.body !== undefined);
    const created = await addAnnouncement(ctx, merchant, item);
    await audit('announcement.publish', `announcement:${created.id}`, { after: item });
    return created;
  });
  route(app, ctx, 'GET', '/reports/ggr', 'reports.read', async ({ merchant, request }) => {
    const { from, to } = period(ctx, request.query);
    return { from, to, rows: await ggrByDay(ctx, merchant, from, to) };
  });
  route(app, ctx, 'GET', '/reports/ggr.csv', 'reports.read', async ({ merchant, request, reply }) => {
    const { from, to } = period(ctx, request.query);
    const csv = ggrCsv(await ggrByDay(ctx, merchant, from, to));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ggr-${merchant}.csv"`)
      .send(csv);
  });
  route(app, ctx, 'GET', '/audit', 'audit.read', async ({ request }) => {
    const limit = (request.query as { limit?: unknown }).limit;
    return listAudit(ctx.db, limit === undefined ? 100 : Math.min(500, wholeNumber(limit, 'limit')));
  });
  route(app, ctx, 'GET', '/audit/verify', 'audit.read', async () => verifyAudit(ctx.db));
}
