import type { FieldSetting, RegisterSettings } from '@playsite/api/contract';
import { checkRule, type RegisterTab, ruleFromSetting, schemaFromSettings } from '@playsite/rules';

export interface RegisterFlags {
  /** REGMOBVERF3: the mobile number is verified by an SMS code. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: the mobile tab also asks for a password. */
  mobilePassword: boolean;
}

/**
 * The fields a registration shows and the ones that fail, computed by the same code as the site's
 * form (`schemaFromSettings`, docs/adr/0002), so server and site never disagree.
 */
export function checkRegistration(
  settings: RegisterSettings,
  values: Record<string, string | undefined>,
  tab: RegisterTab,
  flags: RegisterFlags,
): { fields: readonly string[]; invalid: string[] } {
  const schema = schemaFromSettings(settings, { tab, ...flags });
  return { fields: schema.fields, invalid: Object.keys(schema.validate(values)) };
}

/** One field's own rule (password changes use the register password rule). */
export function fieldMatches(setting: FieldSetting, value: string): boolean {
  return checkRule(ruleFromSetting(setting, { required: true }), value) === undefined;
}
