import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AgentPage } from '../menu.ts';

const contract = (kind: 'dividend' | 'daily' | 'hourly' | 'realtime') =>
  lazy(() => import('./Contracts.tsx').then((m) => ({ default: () => m.Contracts({ kind }) })));

/** One chunk per page. */
export const agentPageComponents: Record<AgentPage, LazyExoticComponent<ComponentType>> = {
  announcement: lazy(() => import('./Announcement.tsx')),
  agentTeamOverview: lazy(() => import('./Overview.tsx')),
  registerCenter: lazy(() => import('./RegisterCenter.tsx')),
  teamManagement: lazy(() => import('./TeamManagement.tsx')),
  teamBetting: lazy(() => import('./TeamRounds.tsx').then((m) => ({ default: m.TeamBetting }))),
  userProfitLoss: lazy(() => import('./TeamRounds.tsx').then((m) => ({ default: m.UserProfitLoss }))),
  myIncome: lazy(() => import('./MyIncome.tsx')),
  transactionDetails: lazy(() => import('./TransactionDetails.tsx')),
  dividend: contract('dividend'),
  dailySalary: contract('daily'),
  hourSalary: contract('hourly'),
  realTimeSalary: contract('realtime'),
};
