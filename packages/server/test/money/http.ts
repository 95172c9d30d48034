import { type Endpoint, type EndpointName, endpoints, type ValueOf } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { expect } from 'vitest';
import type { Harness } from '../support/harness.ts';
import { freshClientIp, WireClient } from '../support/wire-client.ts';

export interface Answer<T> {
  status: number;
  success: boolean;
  value: T;
  errorCode?: string | undefined;
}

let counter = 0;
/** A fresh username per call (6–13 letters and digits). */
export const freshName = (prefix = 'mon') => `${prefix}${Date.now().toString(36).slice(-5)}${counter++}`;

/** Real HTTP to the harness app; every successful value is checked against the contract struct. */
export class MoneyClient {
  readonly wire: WireClient;
  constructor(readonly harness: Harness) {
    this.wire = new WireClient(harness.url);
  }

  async call<N extends EndpointName>(
    name: N,
    token: string | undefined,
    input: object = {},
  ): Promise<Answer<ValueOf<N>>> {
    // Loosely typed: the union of every endpoint's structs is not one Struct type.
    const endpoint = endpoints[name] as unknown as Endpoint;
    const query =
      endpoint.method === 'GET'
        ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]))
        : undefined;
    const answer = await this.wire.call(endpoint.path, {
      method: endpoint.method,
      ...(token ? { token } : {}),
      ...(query ? { query } : { json: input }),
      encrypt: endpoint.encrypted,
    });
    if (answer.body.success) {
      const [error] = validate(answer.body.value, endpoint.response);
      expect(error?.message, `${name} answers per the contract`).toBeUndefined();
    }
    return {
      status: answer.status,
      success: answer.body.success,
      value: answer.body.value as ValueOf<N>,
      errorCode: answer.body.errorCode,
    };
  }

  /** The value of a call that must succeed. */
  async ok<N extends EndpointName>(
    name: N,
    token: string | undefined,
    input: object = {},
  ): Promise<ValueOf<N>> {
    const answer = await this.call(name, token, input);
    expect(answer.errorCode, `${name} succeeds`).toBeUndefined();
    expect(answer.success).toBe(true);
    return answer.value;
  }

  /** The error code of a call that must fail. */
  async refused<N extends EndpointName>(
    name: N,
    token: string | undefined,
    input: object = {},
  ): Promise<string> {
    const answer = await this.call(name, token, input);
    expect(answer.success, `${name} is refused`).toBe(false);
    return answer.errorCode ?? '';
  }

  async login(username: string, password = 'demo1234'): Promise<string> {
    const answer = await this.wire.call('/wps/session/login', {
      encrypt: true,
      json: { username, password },
    });
    expect(answer.body.success, `login ${username}`).toBe(true);
    return (answer.body.value as { token: string }).token;
  }

  /** A new member (password secret123), optionally credited through the operator API. */
  async newMember(credit = 0): Promise<{ username: string; token: string }> {
    const username = freshName();
    const answer = await this.wire.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: { username, password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(answer.body.success, `register ${username}`).toBe(true);
    if (credit > 0)
      await this.operator('/__operator/credit', { username, amount: credit, reference: `c-${username}` });
    return { username, token: (answer.body.value as { token: string }).token };
  }

  async operator<T = unknown>(path: string, body?: object): Promise<T> {
    const answer = await this.wire.call(path, body ? { json: body } : {});
    expect(answer.body.success, `${path} ${answer.body.errorCode ?? ''}`).toBe(true);
    return answer.body.value as T;
  }

  async operatorError(path: string, body: object): Promise<string> {
    const answer = await this.wire.call(path, { json: body });
    expect(answer.body.success).toBe(false);
    return answer.body.errorCode ?? '';
  }

  async sum(token: string): Promise<number> {
    return (await this.ok('balance', token)).sumBalance;
  }

  async main(token: string): Promise<number> {
    const balance = await this.ok('balance', token);
    return balance.balance?.find((wallet) => Number(wallet.accountTypeId) === 0)?.availBalance ?? 0;
  }
}

export const key = () => `k-${crypto.randomUUID()}`;

/** The smallest valid PNG / JPEG signatures padded with bytes: real magic numbers, tiny files. */
export const pngBase64 = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]).toString('base64');
