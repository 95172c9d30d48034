import type { AuthProvider, DataProvider } from '@refinedev/core';
import { BackofficeError, call, type Me } from './client.ts';

/**
 * Refine's data provider over the back office's API: resources are its paths (players,
 * withdrawals, audit…), `q` filters become the query, custom calls carry the actions.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/backoffice/api',
  getList: async ({ resource, filters }) => {
    const params = new URLSearchParams();
    for (const filter of filters ?? []) {
      if ('field' in filter && filter.value !== undefined && filter.value !== '')
        params.set(filter.field, String(filter.value));
    }
    const query = params.size ? `?${params}` : '';
    const data = await call<unknown[]>('GET', `/${resource}${query}`);
    return { data: data as never[], total: data.length };
  },
  getOne: async ({ resource, id }) => ({ data: await call<never>('GET', `/${resource}/${id}`) }),
  create: async ({ resource, variables }) => ({ data: await call<never>('POST', `/${resource}`, variables) }),
  update: async () => {
    throw new Error('not supported');
  },
  deleteOne: async () => {
    throw new Error('not supported');
  },
  custom: async ({ url, method, payload }) => ({
    data: await call<never>(method === 'get' ? 'GET' : 'POST', url, payload),
  }),
};

/** Logged in means: password and TOTP code both proved (the server refuses everything else). */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    try {
      await call('POST', '/login', { username, password });
      return { success: true, redirectTo: '/two-factor' };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error('login') };
    }
  },
  check: async () => {
    try {
      const me = await call<Me>('GET', '/me');
      return me.secondFactor ? { authenticated: true } : { authenticated: false, redirectTo: '/two-factor' };
    } catch {
      return { authenticated: false, redirectTo: '/login' };
    }
  },
  logout: async () => {
    await call('POST', '/logout').catch(() => undefined);
    return { success: true, redirectTo: '/login' };
  },
  onError: async (error) =>
    error instanceof BackofficeError && error.statusCode === 401
      ? { logout: true, redirectTo: '/login' }
      : {},
  getIdentity: async () => call<Me>('GET', '/me'),
  getPermissions: async () => (await call<Me>('GET', '/me')).permissions,
};
