import { type ContractKind, endpoints } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context.ts';
import { consolidated, processContract } from '../../domain/agent/contracts.ts';
import { agentIncome } from '../../domain/agent/income.ts';
import { SettlementLoop, settlementTickMs } from '../../domain/agent/loop.ts';
import {
  agentTree,
  grantByUsername,
  kindOf,
  listContracts,
  setDividendPeriod,
  settleByHand,
} from '../../domain/agent/operator.ts';
import { agentOverview } from '../../domain/agent/overview.ts';
import { registerDownline } from '../../domain/agent/register.ts';
import { agentProfitLoss, agentTeamBetting } from '../../domain/agent/rounds.ts';
import { agentTeam } from '../../domain/agent/team.ts';
import { agentOf } from '../../domain/agent/team-sql.ts';
import { okBody } from '../envelope.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

const contractCalls = {
  dividendContract: 'dividend',
  dailySalaryContract: 'daily',
  hourSalaryContract: 'hourly',
  realTimeSalaryContract: 'realtime',
} as const satisfies Record<string, ContractKind>;

/**
 * The agent centre (issue 16): every call agents only. Runs the contract settlement on the
 * server's clock while the app is up (GAMES_TICK_MS 0, passes only on demand, switches it off too).
 */
export const agentPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.agentOverview, async (input, call) =>
    agentOverview(ctx, agentOf(call.session), input),
  );
  serve(app, ctx, options, endpoints.agentTeam, async (input, call) =>
    agentTeam(ctx, agentOf(call.session), input),
  );
  serve(app, ctx, options, endpoints.agentTeamBetting, async (input, call) =>
    agentTeamBetting(ctx, agentOf(call.session), input),
  );
  serve(app, ctx, options, endpoints.agentProfitLoss, async (input, call) =>
    agentProfitLoss(ctx, agentOf(call.session), input),
  );
  serve(app, ctx, options, endpoints.agentIncome, async (input, call) =>
    agentIncome(ctx, agentOf(call.session), input),
  );
  serve(app, ctx, options, endpoints.agentRegister, async (input, call) =>
    registerDownline(ctx, call.merchant, agentOf(call.session), input, call.ip),
  );
  serve(app, ctx, options, endpoints.fundsConsolidated, async (_input, call) =>
    consolidated(ctx, call.merchant, agentOf(call.session)),
  );
  for (const [name, kind] of Object.entries(contractCalls) as [keyof typeof contractCalls, ContractKind][]) {
    serve(app, ctx, options, endpoints[name], async (input, call) =>
      processContract(ctx, call.merchant, agentOf(call.session), kind, input),
    );
  }

  if (!ctx.config.production) operatorRoutes(app, ctx);

  const loop = new SettlementLoop(ctx, (error) =>
    app.log.error({ err: error }, 'agent settlement pass failed'),
  );
  app.addHook('onReady', async () => {
    if (ctx.config.gamesTickMs > 0) loop.start(settlementTickMs);
  });
  app.addHook('onClose', async () => {
    await loop.stop();
  });
};

type Query = { merchant?: string; kind?: string; username?: string };
type Body = {
  merchant?: string;
  kind?: string;
  at?: string;
  username?: string;
  rate?: number;
  period?: string;
};

/** /__operator/agent/* (outside production, loopback only, like every operator route). */
function operatorRoutes(app: FastifyInstance, ctx: Context) {
  app.get<{ Querystring: Query }>('/__operator/agent/contracts', async ({ query }) =>
    okBody(await listContracts(ctx, query.merchant ?? 'demo', query.kind ? kindOf(query.kind) : undefined)),
  );
  app.get<{ Querystring: Query }>('/__operator/agent/tree', async ({ query }) =>
    okBody(await agentTree(ctx, query.merchant ?? 'demo', query.username ?? '')),
  );
  app.post<{ Body: Body }>('/__operator/agent/grant', async ({ body }) =>
    okBody(await grantByUsername(ctx, body.merchant ?? 'demo', body)),
  );
  app.post<{ Body: Body }>('/__operator/agent/settle', async ({ body }) =>
    okBody(await settleByHand(ctx, body.merchant ?? 'demo', body)),
  );
  app.post<{ Body: Body }>('/__operator/agent/dividend-period', async ({ body }) =>
    okBody(await setDividendPeriod(ctx, body.merchant ?? 'demo', body)),
  );
}
