import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerHeaders, providerWalletPaths, verifyBody } from '@playsite/api/provider';

/** One call the fake wallet received. */
export interface ReceivedCall {
  path: string;
  body: Record<string, unknown>;
  raw: string;
  status: string;
}

/**
 * A small provider wallet over real HTTP, for the game server's tests: it checks the signature,
 * keeps balances per user, answers a repeated transaction with its first answer (idempotency by
 * transaction_uuid) and remembers a rollback that came before its bet. `mode` makes it misbehave.
 */
export class FakeWallet {
  readonly calls: ReceivedCall[] = [];
  readonly balances = new Map<string, number>();
  /** Tokens it accepts; any other is RS_ERROR_INVALID_TOKEN. */
  readonly tokens = new Set<string>();
  /** 'ok'; 'down' (HTTP 503); 'hang' (never answers); 'drop-after' (acts, then answers 503). */
  mode: 'ok' | 'down' | 'hang' | 'drop-after' = 'ok';
  private readonly answers = new Map<string, Record<string, unknown>>();
  private readonly rolledBack = new Set<string>();
  private server: Server | undefined;
  private readonly hanging = new Set<() => void>();

  constructor(
    readonly secret: string,
    readonly startingBalance = 100_000,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then((answer) => {
        if (answer === 'hang') return;
        if (answer === 'down') {
          response.writeHead(503).end('unavailable');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const release of this.hanging) release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  balance(user: string): number {
    return this.balances.get(user) ?? this.startingBalance;
  }

  /** Calls to one path (`bet`, `win`, `rollback`, `balance`). */
  callsTo(kind: keyof typeof providerWalletPaths): ReceivedCall[] {
    return this.calls.filter((call) => call.path === providerWalletPaths[kind]);
  }

  private async handle(request: IncomingMessage): Promise<Record<string, unknown> | 'down' | 'hang'> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (this.mode === 'down') return 'down';
    if (this.mode === 'hang') {
      await new Promise<void>((resolve) => this.hanging.add(resolve));
      return 'hang';
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const signature = request.headers[providerHeaders.signature];
    const answer = verifyBody(this.secret, raw, typeof signature === 'string' ? signature : undefined)
      ? this.answer(request.url ?? '', body)
      : { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: body.request_uuid };
    this.calls.push({ path: request.url ?? '', body, raw, status: String(answer.status) });
    return this.mode === 'drop-after' ? 'down' : answer;
  }

  private answer(path: string, body: Record<string, unknown>): Record<string, unknown> {
    const user = String(body.user);
    const reply = (status: string, extra: Record<string, unknown> = {}) => ({
      status,
      request_uuid: body.request_uuid,
      user,
      currency: 'PHP',
      ...extra,
    });
    if (path === providerWalletPaths.balance) {
      if (!this.tokens.has(String(body.token))) return reply('RS_ERROR_INVALID_TOKEN');
      return reply('RS_OK', { balance: this.balance(user) });
    }
    const tx = String(body.transaction_uuid);
    const known = this.answers.get(tx);
    if (known) return { ...known, request_uuid: body.request_uuid };
    let answer: Record<string, unknown>;
    const amount = Number(body.amount ?? 0);
    if (path === providerWalletPaths.bet) {
      if (!this.tokens.has(String(body.token))) answer = reply('RS_ERROR_INVALID_TOKEN');
      else if (this.rolledBack.has(tx)) answer = reply('RS_ERROR_TRANSACTION_ROLLED_BACK');
      else if (amount > this.balance(user))
        answer = reply('RS_ERROR_NOT_ENOUGH_MONEY', { balance: this.balance(user) });
      else {
        this.balances.set(user, this.balance(user) - amount);
        answer = reply('RS_OK', { balance: this.balance(user) });
      }
    } else if (path === providerWalletPaths.win) {
      const bet = this.answers.get(String(body.reference_transaction_uuid));
      if (bet?.status !== 'RS_OK') answer = reply('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      else {
        this.balances.set(user, this.balance(user) + amount);
        answer = reply('RS_OK', { balance: this.balance(user) });
      }
    } else if (path === providerWalletPaths.rollback) {
      const reference = String(body.reference_transaction_uuid);
      const bet = this.answers.get(reference);
      this.rolledBack.add(reference);
      if (bet?.status === 'RS_OK') {
        this.balances.set(user, this.balance(user) + Number(JSON.parse(this.rawOf(reference)).amount));
        this.answers.set(reference, { ...bet, status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
      }
      answer = reply('RS_OK', { balance: this.balance(user) });
    } else answer = reply('RS_ERROR_WRONG_SYNTAX');
    if (answer.status === 'RS_OK' || answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY')
      this.answers.set(tx, answer);
    return answer;
  }

  private rawOf(tx: string): string {
    return this.calls.find((call) => call.body.transaction_uuid === tx)?.raw ?? '{}';
  }
}
