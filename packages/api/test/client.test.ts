import { describe, expect, it } from 'vitest';
import {
  bonusVerificationNeeded,
  isPlatformError,
  mustChangePassword,
  type PlatformError,
  withCookieJar,
} from '../src/client/index.ts';
import { decryptPayload } from '../src/wire/index.ts';
import { generateRsaKey } from '../src/wire/node.ts';
import { fakePlatform, fixture, ok, testClient } from './fake-platform.ts';

const token = '9f1c2e7a4b5d8c3e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  it('sends Merchant once, Language upper-case, Device web and the ModuleId of the endpoint', async () => {
    const platform = fakePlatform({ 'GET /wps/system/setting/register': ok('register-settings.json') });
    const { client, state } = testClient(platform.fetch);
    state.language = 'cn';
    await client.call('registerSettings');
    const [request] = platform.seen;
    expect(request?.headers.get('Merchant')).toBe('demo');
    expect(request?.headers.get('Language')).toBe('CN');
    expect(request?.headers.get('Device')).toBe('web');
    expect(request?.headers.get('ModuleId')).toBe('REG3');
    expect(request?.headers.has('Authorization')).toBe(false);
  });

  it('sends the raw token (no Bearer) only on protected calls', async () => {
    const platform = fakePlatform({
      'GET /wps/member/info': ok('member-info.json'),
      'GET /wps/system/status': ok('system-status.json'),
    });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    await client.call('memberInfo');
    await client.call('systemStatus', { url: 'play.example.com' });
    expect(platform.seen[0]?.headers.get('Authorization')).toBe(token);
    expect(platform.seen[1]?.headers.has('Authorization')).toBe(false);
  });
});

describe('request encoding', () => {
  it('puts GET parameters in the query string and leaves out undefined ones', async () => {
    const platform = fakePlatform({
      'GET /wps/relay/GCSGAME_gameList': {
        body: '{"success":true,"value":{"games":[],"pageNum":1,"totalPages":0}}',
      },
    });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    await client.call('gameList', {
      merchant: 'demo',
      clientType: 3,
      platform: 'html5-desktop',
      pageNo: 1,
      pageSize: 24,
      language: 'EN',
      gameType: 'RNG',
      gameName: undefined,
    });
    const [request] = platform.seen;
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      clientType: '3',
      gameType: 'RNG',
      language: 'EN',
      merchant: 'demo',
      pageNo: '1',
      pageSize: '24',
      platform: 'html5-desktop',
    });
    // In key order, so the same payload written in another order is the same URL and cache key.
    expect([...(request?.query.keys() ?? [])]).toEqual([
      'clientType',
      'gameType',
      'language',
      'merchant',
      'pageNo',
      'pageSize',
      'platform',
    ]);
    expect(request?.body).toBe('');
  });

  it('sends POST as JSON and forgot-password by e-mail form-encoded', async () => {
    const platform = fakePlatform({
      'POST /wps/verification/sms/noLogin': ok('sms-sent.json'),
      'POST /wps/member/password/email': ok('ack.json'),
    });
    const { client } = testClient(platform.fetch);
    await expect(
      client.call('smsLogin', { mobileNum: '9171234567', countryDialingCode: '63' }),
    ).resolves.toEqual({
      expiredMinutes: 2,
      message: 'Code sent',
    });
    await client.call('forgotPasswordEmail', { username: 'demo01', email: 'demo01@example.com' });
    const [sms, email] = platform.seen;
    expect(sms?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sms?.body ?? '')).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
    expect(email?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(email?.body).toBe('username=demo01&email=demo01%40example.com');
  });

  it('refuses an invalid payload before sending anything', async () => {
    const platform = fakePlatform({});
    const { client } = testClient(platform.fetch);
    const bad = { mobileNum: '9171234567', countryDialingCode: '63', admin: true } as unknown as {
      mobileNum: string;
      countryDialingCode: string;
    };
    const error = await failure(client.call('smsLogin', bad));
    expect(error).toMatchObject({ kind: 'invalid-request', errorCode: 'request_param_err' });
    expect(error.message).toBe('admin: unknown field');
    expect(platform.seen).toHaveLength(0);
  });
});

describe('encrypted calls', () => {
  const key = generateRsaKey(1024);

  it('encrypts the body with the modulus fetched once from /wps/session/key/rsa', async () => {
    const bodies: unknown[] = [];
    const platform = fakePlatform({
      'GET /wps/session/key/rsa': { body: key.modulusHex, contentType: 'text/plain' },
      'POST /wps/session/login': (request) => {
        const { value } = JSON.parse(request.body) as { value: string };
        bodies.push(decryptPayload(value, request.headers.get('Encryption') ?? '', key));
        return ok('login-success.json');
      },
    });
    const { client } = testClient(platform.fetch);
    const login = await client.call('login', { username: 'demo01', password: 'Secret123' });
    await client.call('login', { username: 'demo02', password: 'Secret456', captcha: 'AB12' });
    expect(login).toMatchObject({ userName: 'demo01', firstTimeLogin: false, passwordExpired: false });
    expect(bodies).toEqual([
      { username: 'demo01', password: 'Secret123' },
      { username: 'demo02', password: 'Secret456', captcha: 'AB12' },
    ]);
    expect(platform.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /wps/session/key/rsa',
      'POST /wps/session/login',
      'POST /wps/session/login',
    ]);
    expect(platform.seen[1]?.body).not.toContain('Secret123');
  });

  it('shares one key request between concurrent calls, and asks again after a failed one', async () => {
    let keyRequests = 0;
    let keyUp = false;
    const platform = fakePlatform({
      'GET /wps/session/key/rsa': () => {
        keyRequests += 1;
        return keyUp ? { body: key.modulusHex } : { status: 503, body: '<html lang="en">down</html>' };
      },
      'POST /wps/session/login': ok('login-success.json'),
    });
    const { client } = testClient(platform.fetch);
    const down = await failure(client.call('login', { username: 'demo01', password: 'Secret123' }));
    expect(down).toMatchObject({
      endpoint: 'login',
      kind: 'invalid-response',
      status: 503,
      silent: false,
      outcomeUnknown: false,
    });
    keyUp = true;
    await Promise.all([
      client.call('login', { username: 'demo01', password: 'Secret123' }),
      client.call('login', { username: 'demo02', password: 'Secret456' }),
    ]);
    expect(keyRequests).toBe(2);
  });

  it('accepts the modulus inside an envelope too, and sends X-Digest / X-RSA when asked', async () => {
    const platform = fakePlatform({
      'GET /wps/session/key/rsa': { body: JSON.stringify({ success: true, value: key.modulusHex }) },
      'PUT /wps/member/register': ok('login-success.json'),
    });
    const { client } = testClient(platform.fetch, { encryptionExtraHeaders: true });
    await client.call('register', { username: 'newbie01', password: 'abc123', confirmPassword: 'abc123' });
    const sent = platform.seen[1];
    expect(sent?.headers.get('X-RSA')).toBe(key.modulusHex);
    expect(sent?.headers.get('X-Digest')).toBe((JSON.parse(sent?.body ?? '{}') as { value: string }).value);
  });

  it('fetches a new key and retries once when the server cannot decrypt (server restarted)', async () => {
    const fresh = generateRsaKey(1024);
    let keyRequests = 0;
    const platform = fakePlatform({
      'GET /wps/session/key/rsa': () => ({ body: (keyRequests++ === 0 ? key : fresh).modulusHex }),
      'POST /wps/session/login': (request) => {
        const { value } = JSON.parse(request.body) as { value: string };
        try {
          decryptPayload(value, request.headers.get('Encryption') ?? '', fresh);
          return ok('login-success.json');
        } catch {
          return ok('encryption-invalid.json');
        }
      },
    });
    const { client } = testClient(platform.fetch);
    await expect(client.call('login', { username: 'demo01', password: 'Secret123' })).resolves.toMatchObject({
      userName: 'demo01',
    });
    expect(keyRequests).toBe(2);
  });
});

describe('session caching', () => {
  it('serves vendors from session storage until the language changes or the session changes', async () => {
    const platform = fakePlatform({
      'GET /wps/relay/GCSGAME_gameVendor': ok('game-vendors.json'),
      'DELETE /wps/session/logout': ok('ack.json'),
    });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const first = await client.call('gameVendors', { merchantCode: 'demo' });
    const second = await client.call('gameVendors', { merchantCode: 'demo' });
    expect(second).toEqual(first);
    expect(platform.seen).toHaveLength(1);

    state.language = 'th';
    await client.call('gameVendors', { merchantCode: 'demo' });
    expect(platform.seen).toHaveLength(2);

    await client.call('logout');
    await client.call('gameVendors', { merchantCode: 'demo' });
    expect(platform.seen.map((r) => r.path)).toEqual([
      '/wps/relay/GCSGAME_gameVendor',
      '/wps/relay/GCSGAME_gameVendor',
      '/wps/session/logout',
      '/wps/relay/GCSGAME_gameVendor',
    ]);
  });

  it('does not cache calls the platform does not cache (balance)', async () => {
    const platform = fakePlatform({ 'GET /wps/v2/wallets/balance': ok('balance.json') });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const balance = await client.call('balance');
    await client.call('balance');
    expect(balance.sumBalance).toBe(1523450);
    expect(platform.seen).toHaveLength(2);
  });

  it('ignores a cached entry that no longer matches the contract', async () => {
    const storage = new Map<string, string>();
    const platform = fakePlatform({ 'GET /wps/system/setting/register': ok('register-settings.json') });
    const { client } = testClient(platform.fetch, {
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    });
    await client.call('registerSettings');
    for (const k of storage.keys()) if (!k.endsWith('keys')) storage.set(k, '{"username":"broken"}');
    const settings = await client.call('registerSettings');
    expect(settings.username?.maxLength).toBe(13);
    expect(platform.seen).toHaveLength(2);
  });
});

describe('session end', () => {
  it('fires onSessionEnded once for several calls that get 401 with the same token', async () => {
    const platform = fakePlatform({
      'GET /wps/member/info': { status: 401, body: fixture('session-ended.json') },
      'GET /wps/v2/wallets/balance': { status: 401, body: '' },
    });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const errors = await Promise.all([
      failure(client.call('memberInfo')),
      failure(client.call('balance')),
      failure(client.call('memberInfo')),
    ]);
    expect(state.ended).toBe(1);
    expect(errors.map((e) => e.errorCode)).toEqual([
      'user.or.token.invalid',
      'login.not.session',
      'user.or.token.invalid',
    ]);
    expect(errors.filter((e) => e.sessionEnded)).toHaveLength(1);
  });

  it('treats the session-ended codes in a 200 envelope the same, and fires again for a new token', async () => {
    const platform = fakePlatform({ 'GET /wps/v2/wallets/balance': ok('customer-not-login.json') });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const error = await failure(client.call('balance'));
    expect(error).toMatchObject({
      kind: 'rejected',
      errorCode: 'CUSTOMER_NOT_LOGIN',
      message: 'customer not login',
    });
    state.token = 'another-token';
    await failure(client.call('balance'));
    expect(state.ended).toBe(2);
  });

  it('does not end a session on 401 of a public call, and refuses protected calls without a token', async () => {
    const platform = fakePlatform({ 'POST /wps/session/login/freeplay': { status: 401, body: '' } });
    const { client } = testClient(platform.fetch);
    const free = await failure(client.call('freePlay', { os: 'Linux', platform: 'W' }));
    expect(free.kind).toBe('invalid-response');
    const none = await failure(client.call('memberInfo'));
    expect(none).toMatchObject({ kind: 'invalid-request', errorCode: 'login.not.session' });
    expect(platform.seen).toHaveLength(1);
  });
});

describe('answers', () => {
  it('turns an envelope error into a PlatformError with the code, message (msg), value and silent flag', async () => {
    const key = generateRsaKey(1024);
    const platform = fakePlatform({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/session/login': ok('login-captcha-required.json'),
      'GET /wps/v2/wallets/balance': ok('function-not-available.json'),
    });
    const { client, state } = testClient(platform.fetch);
    const login = await failure(client.call('login', { username: 'demo01', password: 'wrong' }));
    expect(login).toMatchObject({
      kind: 'rejected',
      errorCode: 'captcha.required',
      message: 'Please enter the verification code',
      value: { captcha: true },
      silent: false,
      outcomeUnknown: false,
    });
    state.token = token;
    const balance = await failure(client.call('balance'));
    expect(balance).toMatchObject({ errorCode: 'function.not.available', silent: true });
    expect(state.ended).toBe(0);
  });

  it('reports a response of the wrong shape as invalid-response, naming the field', async () => {
    const platform = fakePlatform({ 'GET /wps/member/info': ok('member-info-wrong-shape.json') });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const error = await failure(client.call('memberInfo'));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      errorCode: 'response.invalid',
      outcomeUnknown: true,
    });
    expect(error.message).toBe('type: expected integer');
  });

  it('keeps extra response fields of richer platform builds', async () => {
    const platform = fakePlatform({ 'GET /wps/member/info': ok('member-info.json') });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const info = await client.call('memberInfo');
    expect(info).toMatchObject({ account: 'demo01', clubLabel: { labelName: 'Gold', rankLevel: 5 } });
  });

  it('reads /lgw/ answers raw or enveloped, but not a raw answer from /wps/', async () => {
    const raw = fakePlatform({ 'GET /lgw/games/popular': ok('lgw-popular-raw.json') });
    const wrapped = fakePlatform({ 'GET /lgw/games/popular': ok('lgw-popular-enveloped.json') });
    const fromRaw = await testClient(raw.fetch).client.call('popularLottery', { count: 20 });
    const fromWrapped = await testClient(wrapped.fetch).client.call('popularLottery', { count: 20 });
    expect(fromRaw.map((g) => g.gameCode)).toEqual(['VN_HANOI', 'FAST_3M']);
    expect(fromWrapped.map((g) => g.gameCode)).toEqual(['VN_HANOI']);
    expect(raw.seen[0]?.query.get('count')).toBe('20');

    const notEnveloped = fakePlatform({ 'GET /wps/relay/GCSGAME_getRankList': ok('lgw-popular-raw.json') });
    const error = await failure(testClient(notEnveloped.fetch).client.call('rankList'));
    expect(error.kind).toBe('invalid-response');
  });

  it('reports a proxy error page as invalid-response with its status', async () => {
    const platform = fakePlatform({
      'GET /wps/system/status': { status: 502, body: fixture('proxy-502.html'), contentType: 'text/html' },
    });
    const error = await failure(testClient(platform.fetch).client.call('systemStatus'));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 502, errorCode: 'response.invalid' });
  });
});

describe('network failures', () => {
  it('retries an idempotent GET and succeeds', async () => {
    let attempts = 0;
    const platform = fakePlatform({
      'GET /wps/system/status': () => (attempts++ < 2 ? 'network-error' : ok('system-status.json')),
    });
    const status = await testClient(platform.fetch).client.call('systemStatus');
    expect(status.maintenance).toBe(false);
    expect(attempts).toBe(3);
  });

  it('asks for the password change when the server refuses a call until it is done', async () => {
    const platform = fakePlatform({
      'GET /wps/member/info': {
        status: 403,
        body: '{"success":false,"errorCode":"request.forbidden","value":{"passwordExpired":true}}',
      },
    });
    let asked = 0;
    const { client, state } = testClient(platform.fetch, { onPasswordChangeRequired: () => asked++ });
    state.token = token;
    const error = await failure(client.call('memberInfo'));
    expect(mustChangePassword(error)).toBe(true);
    expect(asked).toBe(1);
    expect(state.ended).toBe(0);
  });

  it('does not ask for the password change when the refused call was sent by an earlier session', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const platform = fakePlatform({
      'GET /wps/member/info': async () => {
        await held;
        return {
          status: 403,
          body: '{"success":false,"errorCode":"request.forbidden","value":{"passwordExpired":true}}',
        };
      },
    });
    let asked = 0;
    const { client, state } = testClient(platform.fetch, { onPasswordChangeRequired: () => asked++ });
    state.token = token;
    const refused = failure(client.call('memberInfo'));
    // The password is changed and the member signed in again while the call is on its way.
    await new Promise((resolve) => setTimeout(resolve, 10));
    state.token = `${token}-after-change`;
    release();
    expect(mustChangePassword(await refused)).toBe(true);
    expect(asked).toBe(0);
  });

  it('says which verification the brand wants when it refuses a bonus, and still rejects the call', async () => {
    const platform = fakePlatform({
      'POST /wps/relay/MCS2_claimActivity': {
        status: 200,
        body: '{"success":false,"errorCode":"bonus.verification.email.required","value":{"verification":"email"}}',
      },
      'GET /wps/member/info': {
        status: 200,
        body: '{"success":false,"errorCode":"bonus.turnover.locked","value":{"verification":"email"}}',
      },
    });
    const asked: string[] = [];
    const { client, state } = testClient(platform.fetch, {
      onVerificationRequired: (verification) => asked.push(verification),
    });
    state.token = token;
    const error = await failure(client.call('activityClaim', { activityId: 3 }));
    expect(error.errorCode).toBe('bonus.verification.email.required');
    expect(bonusVerificationNeeded(error)).toBe('email');
    // Another refusal is not a verification request, whatever its value says.
    await failure(client.call('memberInfo'));
    expect(asked).toEqual(['email']);
  });

  it('repeats a call the server refused as busy before starting it, and gives up after the retries', async () => {
    const busy = {
      status: 429,
      body: '{"success":false,"errorCode":"request.too.many","value":{"busy":true}}',
    };
    let attempts = 0;
    const platform = fakePlatform({
      'GET /wps/system/status': () => (attempts++ < 2 ? busy : ok('system-status.json')),
      'GET /wps/member/info': busy,
    });
    const { client, state } = testClient(platform.fetch, { busyRetryMs: 0 });
    await expect(client.call('systemStatus')).resolves.toMatchObject({ maintenance: false });
    expect(attempts).toBe(3);
    state.token = token;
    const error = await failure(client.call('memberInfo'));
    expect(error).toMatchObject({ errorCode: 'request.too.many', status: 429, value: { busy: true } });
    expect(platform.seen.filter((seen) => seen.path === '/wps/member/info')).toHaveLength(3);
    expect(state.ended).toBe(0);
  });

  it('sends a transfer as JSON with its idempotency key and returns the new balance', async () => {
    const platform = fakePlatform({ 'POST /wps/relay/GCS_walletTransfer': ok('wallet-transfer.json') });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const transfer = {
      fromAccountTypeId: '1',
      toAccountTypeId: 'SPORTS',
      amount: 10000,
      idempotencyKey: 'c0ffee00-0000-4000-8000-000000000002',
    };
    await expect(client.call('walletTransfer', transfer)).resolves.toEqual({ sumBalance: 1523450 });
    expect(JSON.parse(platform.seen[0]?.body ?? '')).toEqual(transfer);
    expect(platform.seen[0]?.headers.get('ModuleId')).toBe('FUNDTRANS3');
  });

  it('never retries a money call and marks its outcome unknown', async () => {
    const platform = fakePlatform({ 'POST /wps/relay/GCS_walletTransfer': 'network-error' });
    const { client, state } = testClient(platform.fetch);
    state.token = token;
    const error = await failure(
      client.call('walletTransfer', {
        fromAccountTypeId: '1',
        toAccountTypeId: 'SPORTS',
        amount: 10000,
        idempotencyKey: 'c0ffee00-0000-4000-8000-000000000001',
      }),
    );
    expect(error).toMatchObject({ kind: 'network', errorCode: 'network.error', outcomeUnknown: true });
    expect(platform.seen).toHaveLength(1);
  });

  it('gives up after the retries with a network error, and times out a silent server', async () => {
    const down = fakePlatform({ 'GET /wps/system/status': 'network-error' });
    const error = await failure(testClient(down.fetch, { retries: 1 }).client.call('systemStatus'));
    expect(error).toMatchObject({ kind: 'network', errorCode: 'network.error' });
    expect(down.seen).toHaveLength(2);

    const hang = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const slow = await failure(testClient(hang, { retries: 0, timeoutMs: 20 }).client.call('systemStatus'));
    expect(slow).toMatchObject({ kind: 'network', errorCode: 'network.timeout' });
  });
});

describe('cookies from Node', () => {
  it('sends the captcha cookie back on the next call with withCookieJar', async () => {
    const key = generateRsaKey(1024);
    const platform = fakePlatform({
      'GET /wps/captcha': {
        body: '{"success":true,"value":"iVBORw0KGgo="}',
        setCookie: 'captchaId=c-42; Path=/; HttpOnly; SameSite=Lax',
      },
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/session/login': ok('login-success.json'),
    });
    const { client } = testClient(withCookieJar(platform.fetch));
    await expect(client.call('captcha')).resolves.toBe('iVBORw0KGgo=');
    await client.call('login', { username: 'demo01', password: 'Secret123', captcha: 'AB12' });
    expect(platform.seen.at(-1)?.headers.get('cookie')).toBe('captchaId=c-42');
    expect(platform.seen[0]?.headers.has('cookie')).toBe(false);
  });
});
