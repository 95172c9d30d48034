import type { RegisterSettings, RouterResource, SystemStatus as StatusValue } from '@playsite/api';
import { proxy, ref } from 'valtio';

/** Feature flags of docs/product.md § Feature flags (module ids, on when the whitelabel node says '1'). */
export type FlagId =
  | 'MOBILENUMREG3'
  | 'REGMOBVERF3'
  | 'MOBILENUMPASSREG3'
  | 'USERNAMEREG3'
  | 'FREEPLAY3'
  | 'PWDEXPFORCECHANGE3'
  | 'MOBILEVERCODELOGIN3'
  | 'DIRECTREG3'
  | 'AGENTPOLICY3'
  | 'MANPLAYREB3'
  | 'CHNGPASSVERIF3';

type CustomerServiceEntry = NonNullable<NonNullable<StatusValue['info']>['customerService']>[number];

export type SystemStatus = 'loading' | 'normal' | 'maintenance' | 'region' | 'unreachable';

interface SettingsState {
  status: SystemStatus;
  location: { ip?: string; country?: string };
  flags: Record<string, boolean>;
  /** Register field settings from the server, as the forms package reads them. */
  register: RegisterSettings | null;
  resources: RouterResource[];
  customerService: CustomerServiceEntry[];
  /** The platform's image host (the first of imageCDNs): country flags come from it. */
  imageHost: string | undefined;
}

export const settings = proxy<SettingsState>({
  status: 'loading',
  location: {},
  flags: {},
  register: null,
  resources: [],
  customerService: [],
  imageHost: undefined,
});

export function flag(id: FlagId): boolean {
  return settings.flags[id] === true;
}

export function setRegisterSettings(value: RegisterSettings) {
  settings.register = ref(value);
}
