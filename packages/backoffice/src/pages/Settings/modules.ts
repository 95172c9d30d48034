/**
 * The platform's module ids (docs/product.md § Feature flags, docs/contract.md's ModuleId values)
 * that have a description in the locale files, under `settings.flags.modules.<id>`. A flag of any
 * other id shows its id alone.
 */
export const describedModules = [
  'COMM3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
  'PWDEXPFORCECHANGE3',
  'LOGINIPVERF3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'VERIFICATION3',
  'PASS3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'MANPLAYREB3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'PTSYS3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'INBOX3',
  'REWCEN3',
  'FEEDBACK3',
  'AFFMAN3',
  'LOTT3',
] as const;
export type DescribedModule = (typeof describedModules)[number];

export const isDescribed = (modId: string): modId is DescribedModule =>
  describedModules.some((known) => known === modId);

/** The locale key of a module's description, or undefined for an id the back office does not know. */
export const descriptionKey = (modId: string): string | undefined =>
  isDescribed(modId) ? `settings.flags.modules.${modId}` : undefined;
