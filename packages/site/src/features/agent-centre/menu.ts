/** The agent centre's pages in menu order (docs/product.md § Agent centre). */
export const agentPages = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'transactionDetails',
  'dividend',
  'dailySalary',
  'hourSalary',
  'realTimeSalary',
] as const;
export type AgentPage = (typeof agentPages)[number];

export const defaultAgentPage: AgentPage = 'agentTeamOverview';

/** The contract pages and the feature flag each needs. */
export const contractPageFlags = {
  dividend: 'AGENTPOLICY3',
  dailySalary: 'DAILYSALCONT3',
  hourSalary: 'HOURSAL3',
  realTimeSalary: 'RTSALARY3',
} as const satisfies Partial<Record<AgentPage, string>>;

/** The menu without the contract pages whose setting is off. */
export function visibleAgentPages(flags: Readonly<Record<string, boolean>>): AgentPage[] {
  return agentPages.filter((page) => {
    const flag = (contractPageFlags as Partial<Record<AgentPage, string>>)[page];
    return flag === undefined || flags[flag] === true;
  });
}

export function resolveAgentPage(requested: string, visible: readonly AgentPage[]): AgentPage {
  return (visible as readonly string[]).includes(requested) ? (requested as AgentPage) : defaultAgentPage;
}
