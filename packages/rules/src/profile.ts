import type { RegisterSettings } from '@playsite/api/contract';
import { checkRule, ruleFromSetting, type Validator } from './fieldRule.ts';
import { messages } from './messages.ts';

/** The youngest a member may say they are (docs/product.md § Constants and limits: minimum age 18). */
export const MINIMUM_AGE = 18;

/** Year, month and day of a birthday typed as yyyy-MM-dd or MM-dd-yyyy; undefined otherwise. */
function dateParts(text: string): [number, number, number] | undefined {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (ymd) return [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (mdy) return [Number(mdy[3]), Number(mdy[1]), Number(mdy[2])];
  return undefined;
}

/** Whole years from `birthday` to `today` (both read as calendar dates, no time zone). */
export function ageOn(birthday: [number, number, number], today: Date): number {
  const [year, month, day] = birthday;
  const [nowYear, nowMonth, nowDay] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
}

/**
 * One validator per enabled field of the profile field settings (@playsite/api's
 * `profileFieldNames`): the server's setting (pattern, bounds, required), the same on the site
 * and the server. A birthday in one of the catalogue's date formats must also
 * make the member at least MINIMUM_AGE on `today`.
 */
export function profileValidators(settings: RegisterSettings, today: Date): Record<string, Validator> {
  const validators: Record<string, Validator> = {};
  for (const name of Object.keys(settings)) {
    if (settings[name]?.enabled !== true) continue;
    const rule = ruleFromSetting(settings[name]);
    validators[name] =
      name === 'birthday'
        ? (value) => {
            const error = checkRule(rule, value);
            if (error || typeof value !== 'string') return error;
            const parts = dateParts(value);
            return parts && ageOn(parts, today) < MINIMUM_AGE
              ? { key: messages.minimumAge, values: { age: MINIMUM_AGE } }
              : undefined;
          }
        : (value) => checkRule(rule, value);
  }
  return validators;
}
