import type { WhitelabelNode } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { boolean, enums, object, pattern, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import { type SystemMode, setFeatureFlag, setSystemStatus } from '../../../domain/operator.ts';
import { getSetting } from '../../../domain/settings.ts';
import { refuse } from '../../../errors.ts';
import { parseInput } from '../../route.ts';
import { route } from './guard.ts';

const structs = {
  systemStatus: object({ mode: enums(['normal', 'maintenance', 'region']) }),
  flag: object({ modId: pattern(size(string(), 1, 64), /^[A-Z0-9_]+$/), enabled: boolean() }),
};

/** Every feature flag of the tree, parents first, with the module it sits under. */
function flagList(nodes: readonly WhitelabelNode[], parent: string | null = null): FlagRow[] {
  return nodes.flatMap((node) => [
    { modId: node.modId, enabled: node.enabled === '1', parent },
    ...flagList(node.childrenNodes ?? [], node.modId),
  ]);
}
interface FlagRow {
  modId: string;
  enabled: boolean;
  parent: string | null;
}

async function settingsOf(ctx: Context, merchant: string) {
  const [status, whitelabel] = await Promise.all([
    getSetting(ctx.db, merchant, 'systemStatus'),
    getSetting(ctx.db, merchant, 'whitelabel'),
  ]);
  const mode: SystemMode = status.maintenance
    ? 'maintenance'
    : status.regionRestriction
      ? 'region'
      : 'normal';
  return { mode, flags: flagList(whitelabel) };
}

/** Settings: the site's system status (normal, maintenance, region rules) and its feature flags. */
export async function settingsRoutes(app: FastifyInstance, ctx: Context) {
  route(app, ctx, 'GET', '/settings', 'settings.read', async ({ merchant }) => settingsOf(ctx, merchant));
  route(
    app,
    ctx,
    'POST',
    '/settings/system-status',
    'settings.write',
    async ({ merchant, request, audit }) => {
      const { mode } = parseInput(structs.systemStatus, request.body, request.body !== undefined);
      const before = (await settingsOf(ctx, merchant)).mode;
      await setSystemStatus(ctx, merchant, mode);
      await audit('settings.systemStatus', `merchant:${merchant}`, {
        before: { mode: before },
        after: { mode },
      });
      return { mode };
    },
  );
  route(app, ctx, 'POST', '/settings/flags', 'settings.write', async ({ merchant, request, audit }) => {
    const { modId, enabled } = parseInput(structs.flag, request.body, request.body !== undefined);
    const before = (await settingsOf(ctx, merchant)).flags.find((flag) => flag.modId === modId);
    if (!before) refuse('flagUnknown', 404);
    const changed = await setFeatureFlag(ctx, merchant, modId, enabled);
    await audit('settings.flag', `flag:${modId}`, {
      before: { enabled: before?.enabled },
      after: { enabled },
    });
    return changed;
  });
}
