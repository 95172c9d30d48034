/**
 * The platform's per-field registration rule (GET /wps/system/setting/register, CONTRACT.md).
 * Declared here rather than imported from @playsite/api because forms may import only ui; every
 * member is optional and nullable, so the api contract's type is assignable to it.
 */
export interface RegisterFieldSetting {
  readonly enabled?: boolean | null;
  readonly required?: boolean | null;
  /** A regular expression, `'*'` for any characters; missing means the pattern id's own regex. */
  readonly acceptedPattern?: string | null;
  readonly patternId?: number | null;
  readonly minLength?: number | null;
  readonly maxLength?: number | null;
}

/** Field name -> rule, as the server sends it. */
export type RegisterSettings = Readonly<Record<string, RegisterFieldSetting | undefined>>;
