import type { DomainPlugin } from '../../plugin.ts';
import { authRoutes } from './auth.ts';
import { brandRoutes } from './brands.ts';
import { contentRoutes } from './content.ts';
import { moneyRoutes } from './money.ts';
import { backofficeOperatorPlugin } from './operator-routes.ts';
import { playerRoutes } from './players.ts';
import { settingsRoutes } from './settings.ts';

/**
 * /backoffice/api/*: the operator's back office (packages/backoffice; docs/adr/0008-back-office.md).
 * Operators log in with a password and a TOTP code; every route checks the role's permission.
 */
export const backofficePlugin: DomainPlugin = async (app, options) => {
  const { ctx } = options;
  await authRoutes(app, ctx);
  await playerRoutes(app, ctx);
  await moneyRoutes(app, ctx);
  await contentRoutes(app, ctx);
  await brandRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await backofficeOperatorPlugin(app, options);
};
