import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  allErrorCodes,
  check,
  endpointList,
  endpoints,
  envelope,
  flattenWhitelabel,
  isSessionEndedCode,
  systemState,
  systemStatusValue,
} from '../src/contract/index.ts';
import { fixture } from './fake-platform.ts';

describe('endpoint table', () => {
  it('names each entry by its key and never repeats a method + path', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
    const routes = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('encrypts exactly the calls docs/contract.md lists as encrypted', () => {
    expect(endpointList.filter((e) => e.encrypted).map((e) => e.name)).toEqual([
      'login',
      'loginVerification',
      // Its code request carries the password again (endpoints-account.ts).
      'loginVerificationCode',
      'register',
      'registerMobile',
      'changePassword',
      'resetPasswordByPhone',
      'redeemPointReward',
      'convertPoint',
      // Social sign-in's code + PKCE verifier travel like login credentials (endpoints-social.ts).
      'socialLogin',
      // An agent opens a downline account with its password (endpoints-agent.ts).
      'agentRegister',
    ]);
    expect(endpoints.forgotPasswordEmail.encoding).toBe('form');
    for (const e of endpointList) expect(e.encoding === 'query').toBe(e.method === 'GET');
  });

  it('retries no call that writes, and tolerates raw answers only where the platform gives them', () => {
    for (const e of endpointList) {
      if (e.method !== 'GET') expect(e.idempotent).toBe(false);
      expect(e.envelope === 'optional').toBe(e.path.includes('/lgw/') || e.name === 'rsaKey');
    }
  });

  it('refuses unknown fields in every request', () => {
    for (const e of endpointList) {
      const [error] = validate({ unexpectedField: 'x' }, e.request, { coerce: true });
      const paths = error?.failures().map((f) => f.path.join('.'));
      expect(paths, e.name).toContain('unexpectedField');
    }
  });

  it('refuses a 1 MB string and coerces query-string numbers', () => {
    const huge = 'a'.repeat(1024 * 1024);
    expect(check(endpoints.login.request, { username: huge, password: 'x' })).toMatchObject({
      ok: false,
      path: ['username'],
    });
    const query = {
      merchant: 'demo',
      clientType: '3',
      platform: 'html5-desktop',
      pageNo: '2',
      pageSize: '24',
      language: 'EN',
    };
    expect(check(endpoints.gameList.request, query)).toEqual({
      ok: true,
      value: { ...query, clientType: 3, pageNo: 2, pageSize: 24 },
    });
    expect(check(endpoints.gameList.request, { ...query, pageSize: '1e3' })).toMatchObject({ ok: false });
    expect(check(endpoints.merchantWallet.request, { isSingle: 'true' })).toEqual({
      ok: true,
      value: { isSingle: true },
    });
  });

  it('refuses float money', () => {
    const transfer = { fromAccountTypeId: '1', toAccountTypeId: '2', amount: 10.5, idempotencyKey: 'k-1' };
    expect(check(endpoints.walletTransfer.request, transfer)).toMatchObject({ ok: false, path: ['amount'] });
    expect(check(endpoints.walletTransfer.request, { ...transfer, amount: 1050 }).ok).toBe(true);
  });
});

describe('shapes', () => {
  it('reads the system status fixture, its state and its feature flags', () => {
    const answer = check(envelope, JSON.parse(fixture('system-status.json')));
    if (!answer.ok) throw new Error(answer.problem);
    const status = check(systemStatusValue, answer.value.value);
    if (!status.ok) throw new Error(status.problem);
    expect(systemState(status.value)).toBe(0);
    expect(systemState({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemState({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(flattenWhitelabel(status.value.info?.whitelabel ?? [])).toEqual({
      REG3: true,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      FREEPLAY3: true,
    });
  });
});

describe('error codes', () => {
  const locales = join(import.meta.dirname, '../../../locales');

  it('knows the three session-ended codes', () => {
    expect(
      ['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'].every(isSessionEndedCode),
    ).toBe(true);
    expect(isSessionEndedCode('USER_NOT_EXIST')).toBe(false);
  });

  it('has a flat translation for every code, and no other key, in every language', () => {
    for (const lang of ['en', 'cn', 'ja', 'th', 'vi', 'ko', 'id']) {
      const messages = JSON.parse(readFileSync(join(locales, lang, 'errors.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(Object.keys(messages).sort(), lang).toEqual([...allErrorCodes].sort());
      for (const code of allErrorCodes) expect(typeof messages[code], `${lang} ${code}`).toBe('string');
    }
  });
});
