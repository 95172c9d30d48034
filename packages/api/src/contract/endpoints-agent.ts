import * as agent from './agent.ts';
import { get, send, T } from './define.ts';

/**
 * The agent centre's calls (agents only): overview, team, team betting, user profit and loss,
 * income and the register centre. The consolidated contract info and the four contract calls are
 * the platform's own names, in endpoints-points.ts; transaction details are memberTransactions.
 */
export const agentEndpoints = {
  agentOverview: get(
    'agentOverview',
    '/wps/agent/overview',
    agent.agentOverviewRequest,
    agent.agentOverviewValue,
    {
      ...T,
      moduleId: 'AFFMAN3',
    },
  ),
  agentTeam: get('agentTeam', '/wps/agent/team', agent.agentTeamRequest, agent.agentTeamValue, {
    ...T,
    moduleId: 'AFFMAN3',
  }),
  agentTeamBetting: get(
    'agentTeamBetting',
    '/wps/agent/team/betting',
    agent.agentTeamRoundsRequest,
    agent.agentTeamBettingValue,
    { ...T, moduleId: 'AFFMAN3' },
  ),
  agentProfitLoss: get(
    'agentProfitLoss',
    '/wps/agent/team/profit-loss',
    agent.agentTeamRoundsRequest,
    agent.agentProfitLossValue,
    { ...T, moduleId: 'AFFMAN3' },
  ),
  agentIncome: get('agentIncome', '/wps/agent/income', agent.agentIncomeRequest, agent.agentIncomeValue, {
    ...T,
    moduleId: 'AFFMAN3',
  }),
  agentRegister: send(
    'PUT',
    'agentRegister',
    '/wps/agent/register',
    agent.agentRegisterRequest,
    agent.agentRegisterValue,
    { ...T, encrypted: true, moduleId: 'AFFMAN3' },
  ),
} as const;
