import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { addOperator } from '../src/domain/backoffice/operators.ts';
import type { Role } from '../src/domain/backoffice/roles.ts';
import type { Harness } from './support/harness.ts';

let counter = 0;
export const operatorPassword = 'correct horse battery';

export interface BackofficeAnswer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
  text: string;
}

/** One operator's browser: its cookie and user agent, calling /backoffice/api over app.inject. */
export class OperatorAgent {
  cookie: string | undefined;
  secret: string | undefined;
  constructor(
    readonly harness: Harness,
    readonly username: string,
    readonly userAgent = 'Mozilla/5.0 (back-office test)',
  ) {}

  async call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url: `/backoffice/api${path}`,
      headers: {
        'user-agent': this.userAgent,
        ...(this.cookie ? { cookie: `playsite_backoffice=${this.cookie}` } : {}),
        ...headers,
      },
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    };
    const response = await this.harness.app.inject(options);
    const setCookie = response.headers['set-cookie'];
    const match = /playsite_backoffice=([^;]*)/.exec(String(setCookie ?? ''));
    if (match) this.cookie = match[1] || undefined;
    let parsed: BackofficeAnswer['body'] = { success: false };
    try {
      parsed = JSON.parse(response.body);
    } catch {}
    return { status: response.statusCode, body: parsed, text: response.body } satisfies BackofficeAnswer;
  }

  async ok<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    expect(answer.body.success, `${method} ${path}: ${answer.text}`).toBe(true);
    return answer.body.value as T;
  }

  /** Password step only: the session can do nothing else until the code is proved. */
  async password(password = operatorPassword) {
    return this.call('POST', '/login', { username: this.username, password });
  }

  code() {
    if (!this.secret) throw new Error('not enrolled');
    return generate({ secret: this.secret, epoch: Math.floor(this.harness.clock.now() / 1000) });
  }

  /** Both steps, enrolling on the first login; the clock moves a step on so each code is fresh. */
  async logIn() {
    expect((await this.password()).body.success).toBe(true);
    const enrolment = await this.ok<{ secret: string; uri: string } | null>('GET', '/enrolment');
    if (enrolment) this.secret = enrolment.secret;
    this.harness.clock.advance(30_000);
    return this.ok<{ role: Role; secondFactor: boolean }>('POST', '/totp', { code: await this.code() });
  }
}

export async function newOperator(harness: Harness, role: Role, loggedIn = true) {
  const username = `op${role.replace('-', '')}${Date.now().toString(36).slice(-4)}${counter++}`;
  await addOperator(harness.ctx, username, operatorPassword, role);
  const agent = new OperatorAgent(harness, username);
  if (loggedIn) await agent.logIn();
  return agent;
}
