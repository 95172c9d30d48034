/** What GET /backoffice/api/settings answers, and the site's three system statuses. */

export const systemModes = ['normal', 'maintenance', 'region'] as const;
export type SystemMode = (typeof systemModes)[number];

export interface Flag {
  modId: string;
  enabled: boolean;
  /** The module this flag sits under, or null at the top. */
  parent: string | null;
}

export interface SiteSettings {
  mode: SystemMode;
  /** Parents first. */
  flags: Flag[];
}

export const isSystemMode = (value: unknown): value is SystemMode =>
  systemModes.some((mode) => mode === value);
