import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { stateTtlMs } from '../src/domain/social/flow.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

const siteOrigin = 'http://127.0.0.1:5173';
const redirectFor = (provider: string) => `${siteOrigin}/index?socialCallback=${provider}`;

/** What the site does before leaving: a PKCE verifier and its S256 challenge. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

let emailCount = 0;
const uniqueEmail = (name = 'player') => `${name}${Date.now().toString(36)}${emailCount++}@example.test`;

describe.each(backends)('social sign-in with the local development provider (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const operate = (body: Record<string, unknown>) =>
    wire.client.call('/__operator/social', { json: body, merchant: null });

  const start = (provider: string, challenge: string, redirectUri = redirectFor(provider)) =>
    wire.client.call('/wps/session/social/authorize', {
      json: { provider, redirectUri, codeChallenge: challenge },
    });

  const socialLogin = (json: { provider: string; code: string; state: string; codeVerifier: string }) =>
    wire.client.call('/wps/session/social/login', { encrypt: true, json });

  /** The browser at the provider: the consent page, then Allow (or Deny) with a name and e-mail. */
  async function consent(authorizeUrl: string, form: { name: string; email: string; decision: string }) {
    const url = new URL(authorizeUrl, wire.harness.url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in to PlaySite as');
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        (m[2] ?? '').replace(/&amp;/g, '&'),
      ]),
    );
    const answer = await fetch(new URL(url.pathname, wire.harness.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, ...form }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '');
  }

  /** Start, consent, and the way back: the provider's code and state, and the verifier the site kept. */
  async function signInUpTo(provider: string, email: string, name = 'Social Player') {
    const { verifier, challenge } = pkce();
    const started = await start(provider, challenge);
    expect(started.body.success).toBe(true);
    const { authorizeUrl, state } = started.body.value as { authorizeUrl: string; state: string };
    const back = await consent(authorizeUrl, { name, email, decision: 'allow' });
    expect(back.origin + back.pathname).toBe(`${siteOrigin}/index`);
    expect(back.searchParams.get('socialCallback')).toBe(provider);
    expect(back.searchParams.get('state')).toBe(state);
    return { provider, code: back.searchParams.get('code') ?? '', state, codeVerifier: verifier };
  }

  async function signIn(provider: string, email: string, name?: string) {
    const answer = await socialLogin(await signInUpTo(provider, email, name));
    expect(answer.body.success, answer.body.errorCode).toBe(true);
    return answer.body.value as LoginResult;
  }

  const membersOf = async (provider: string, email: string) =>
    wire.harness.db.query<{ member_id: number }>(
      'SELECT member_id FROM social_identities WHERE provider = $1 AND email = $2',
      [provider, email],
    );

  it('lists the enabled providers for the login modal, in order', async () => {
    const listed = await wire.client.call('/wps/session/social/providers');
    expect(listed.body).toEqual({
      success: true,
      value: [
        { provider: 'google', label: 'Google' },
        { provider: 'facebook', label: 'Facebook' },
      ],
    });
  });

  it('creates a member for a new identity, answers like login, and logs the same identity in to it again', async () => {
    const email = uniqueEmail();
    const first = await signIn('google', email, 'Ada Social');
    expect(first).toMatchObject({ customerType: 0, firstTimeLogin: true, passwordExpired: false });
    expect(first.userName).toMatch(/^go[a-z0-9]{8}$/);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await wire.client.call('/wps/member/info', { token: first.token });
    expect(info.body).toMatchObject({
      success: true,
      value: { account: first.userName, nickname: 'Ada Social' },
    });
    const balance = await wire.client.call('/wps/v2/wallets/balance', { token: first.token });
    expect(balance.body).toMatchObject({ success: true, value: { sumBalance: 0 } });
    const [row] = await wire.harness.db.query<{ social_provider: string | null }>(
      'SELECT social_provider FROM members WHERE id = $1',
      [first.id],
    );
    expect(row?.social_provider).toBe('google');

    const again = await signIn('google', email.toUpperCase());
    expect(again).toMatchObject({ id: first.id, userName: first.userName, firstTimeLogin: false });
    expect(again.token).not.toBe(first.token);
    expect(await membersOf('google', email.toUpperCase())).toEqual([{ member_id: first.id }]);
  });

  it('never links by e-mail: a member’s address, or another provider’s identity, makes a new account', async () => {
    const demo = (await wire.client.login('demomember', 'demo1234')).body.value as LoginResult;
    const taken = await signIn('google', 'member@demo.playsite.test');
    expect(taken.id).not.toBe(demo.id);
    expect(taken.userName).not.toBe('demomember');

    const email = uniqueEmail('both');
    const viaGoogle = await signIn('google', email);
    const viaFacebook = await signIn('facebook', email);
    expect(viaFacebook.id).not.toBe(viaGoogle.id);
    expect(viaFacebook.userName).toMatch(/^fa[a-z0-9]{8}$/);
  });

  it('spends the state once: the same code and state a second time are refused', async () => {
    const back = await signInUpTo('google', uniqueEmail());
    expect((await socialLogin(back)).body.success).toBe(true);
    expect((await socialLogin(back)).body).toMatchObject({
      success: false,
      errorCode: 'social.state.invalid',
    });
    expect((await socialLogin({ ...back, state: randomBytes(32).toString('base64url') })).body).toMatchObject(
      { success: false, errorCode: 'social.state.invalid' },
    );
  });

  it('refuses an expired state', async () => {
    const back = await signInUpTo('google', uniqueEmail());
    wire.harness.clock.advance(stateTtlMs + 1);
    expect((await socialLogin(back)).body).toMatchObject({
      success: false,
      errorCode: 'social.state.expired',
    });
  });

  it('refuses a PKCE verifier that does not match the challenge, and the state is spent by trying', async () => {
    const back = await signInUpTo('google', uniqueEmail());
    const wrong = await socialLogin({ ...back, codeVerifier: pkce().verifier });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'social.verifier.invalid' });
    expect((await socialLogin(back)).body).toMatchObject({
      success: false,
      errorCode: 'social.state.invalid',
    });
  });

  it('the provider refuses a code with the wrong verifier too (its token endpoint checks PKCE)', async () => {
    const { verifier, challenge } = pkce();
    const started = (await start('google', challenge)).body.value as { authorizeUrl: string };
    const back = await consent(started.authorizeUrl, { name: 'X', email: uniqueEmail(), decision: 'allow' });
    const token = (codeVerifier: string) =>
      fetch(`${wire.harness.url}/__dev/oauth/google/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code') ?? '',
          redirect_uri: redirectFor('google'),
          client_id: 'playsite-demo-google',
          code_verifier: codeVerifier,
        }).toString(),
      });
    const refused = await token(pkce().verifier);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    // The code was spent by the failed try, as a real provider does.
    expect((await token(verifier)).status).toBe(400);
  });

  it('refuses a state started for another provider', async () => {
    const back = await signInUpTo('google', uniqueEmail());
    expect((await socialLogin({ ...back, provider: 'facebook' })).body).toMatchObject({
      success: false,
      errorCode: 'social.state.invalid',
    });
  });

  it('sends Deny back as error=access_denied with the state', async () => {
    const { challenge } = pkce();
    const started = (await start('facebook', challenge)).body.value as {
      authorizeUrl: string;
      state: string;
    };
    const back = await consent(started.authorizeUrl, { name: '', email: '', decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(started.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refuses unknown providers, and a way back other than the site’s /index?socialCallback=', async () => {
    const { challenge } = pkce();
    expect((await start('myspace', challenge)).body).toMatchObject({
      success: false,
      errorCode: 'social.provider.unknown',
    });
    for (const redirect of [
      'https://evil.example/steal',
      `${siteOrigin}/index?socialCallback=facebook`,
      `${siteOrigin}/index?socialCallback=google&next=/x`,
      'javascript:alert(1)//index?socialCallback=google',
    ]) {
      expect((await start('google', challenge, redirect)).body, redirect).toMatchObject({
        success: false,
        errorCode: 'social.redirect.invalid',
      });
    }
    const page = await fetch(
      `${wire.harness.url}/__dev/oauth/google/authorize?response_type=code&client_id=x&state=s&code_challenge=${challenge}&code_challenge_method=S256&redirect_uri=${encodeURIComponent('https://evil.example/index')}`,
    );
    expect(page.status).toBe(400);
  });

  it('the operator switches a provider off: gone from the list, its sign-ins refused, then back on', async () => {
    const back = await signInUpTo('facebook', uniqueEmail());
    expect((await operate({ provider: 'facebook', enabled: false })).body).toMatchObject({
      success: true,
      value: { provider: 'facebook', enabled: false },
    });
    const listed = await wire.client.call('/wps/session/social/providers');
    expect(listed.body.value).toEqual([{ provider: 'google', label: 'Google' }]);
    expect((await start('facebook', pkce().challenge)).body).toMatchObject({
      errorCode: 'social.provider.disabled',
    });
    expect((await socialLogin(back)).body).toMatchObject({ errorCode: 'social.provider.disabled' });
    await operate({ provider: 'facebook', enabled: true });
    expect((await wire.client.call('/wps/session/social/providers')).body.value).toHaveLength(2);
  });

  it('follows absolute provider URLs over HTTP, as for a real provider', async () => {
    const base = `${wire.harness.url}/__dev/oauth/google`;
    await operate({
      provider: 'google',
      authorizeUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      userinfoUrl: `${base}/userinfo`,
    });
    try {
      const { verifier, challenge } = pkce();
      const started = (await start('google', challenge)).body.value as {
        authorizeUrl: string;
        state: string;
      };
      expect(started.authorizeUrl.startsWith(`${base}/authorize?`)).toBe(true);
      const url = new URL(started.authorizeUrl);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'playsite-demo-google',
        redirect_uri: redirectFor('google'),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: started.state,
      });
      const back = await consent(started.authorizeUrl, {
        name: 'Net',
        email: uniqueEmail(),
        decision: 'allow',
      });
      const answer = await socialLogin({
        provider: 'google',
        code: back.searchParams.get('code') ?? '',
        state: started.state,
        codeVerifier: verifier,
      });
      expect(answer.body.success, answer.body.errorCode).toBe(true);
    } finally {
      await operate({
        provider: 'google',
        authorizeUrl: '/__dev/oauth/google/authorize',
        tokenUrl: '/__dev/oauth/google/token',
        userinfoUrl: '/__dev/oauth/google/userinfo',
      });
    }
  });

  it('keeps the client secret to itself in the operator listing', async () => {
    await operate({ provider: 'google', clientSecret: 's3cret' });
    const listed = await wire.client.call('/__operator/social', { merchant: null });
    expect(JSON.stringify(listed.body)).not.toContain('s3cret');
    expect(listed.body.value).toContainEqual(
      expect.objectContaining({ provider: 'google', clientSecret: '(set)' }),
    );
    await operate({ provider: 'google', clientSecret: '' });
  });
});

describe('social sign-in in production mode', () => {
  const wire = useWireHarness('pglite', { production: true });

  it('hides the local development provider and the providers that use it', async () => {
    expect((await wire.client.call('/wps/session/social/providers')).body).toEqual({
      success: true,
      value: [],
    });
    expect((await fetch(`${wire.harness.url}/__dev/oauth/google/authorize`)).status).toBe(404);
    const started = await wire.client.call('/wps/session/social/authorize', {
      json: { provider: 'google', redirectUri: redirectFor('google'), codeChallenge: pkce().challenge },
    });
    expect(started.body).toMatchObject({ success: false, errorCode: 'social.provider.disabled' });
  });
});
