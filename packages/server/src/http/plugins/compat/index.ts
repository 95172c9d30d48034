import { ok } from '@playsite/api/wire';
import { countries } from '../../../domain/countries.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { requireMerchant } from '../../route.ts';
import { aliases, serveAlias } from './aliases.ts';
import { installLeniency } from './hooks.ts';

/**
 * Leniency for real clients (docs/compat.md): registered before every domain plugin and not
 * encapsulated, so its hooks run on every route of the table.
 */
export const compatHooksPlugin: DomainPlugin = async (app, { ctx }) => {
  installLeniency(app, ctx);
};
(compatHooksPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/**
 * The calls real clients make under other methods and paths (registered after every domain plugin:
 * a route another plugin serves is never shadowed), and the country list.
 */
export const compatRoutesPlugin: DomainPlugin = async (app, { ctx }) => {
  app.get('/wps/system/country', async (request) => {
    await requireMerchant(ctx, request);
    return ok(countries.map((country) => ({ ...country })));
  });
  for (const alias of aliases()) {
    for (const method of alias.methods) {
      if (app.hasRoute({ method, url: alias.path })) continue;
      serveAlias(app, alias, method);
    }
  }
};
