/** Back-office roles and what each may do: the server checks every route against this table. */

export const roles = ['owner', 'finance', 'support', 'marketing', 'risk', 'read-only'] as const;
export type Role = (typeof roles)[number];

export const actions = [
  'players.read',
  'players.lock',
  'balance.request',
  'balance.approve',
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  'content.publish',
  'brands.read',
  'brands.publish',
  'settings.read',
  'settings.write',
  'reports.read',
  'audit.read',
] as const;
export type Action = (typeof actions)[number];

const reading: Action[] = [
  'players.read',
  'deposits.read',
  'withdrawals.read',
  'brands.read',
  'settings.read',
  'reports.read',
  'audit.read',
];

export const permissions: Record<Role, readonly Action[]> = {
  owner: actions,
  finance: [...reading, 'balance.request', 'balance.approve', 'deposits.decide', 'withdrawals.decide'],
  support: ['players.read', 'deposits.read', 'withdrawals.read', 'players.lock', 'balance.request'],
  marketing: ['players.read', 'reports.read', 'content.publish', 'brands.read', 'brands.publish'],
  risk: [...reading, 'players.lock', 'withdrawals.decide'],
  'read-only': reading,
};

export const can = (role: Role, action: Action): boolean => permissions[role].includes(action);

export const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);
