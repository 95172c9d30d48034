import { describe, expect, it } from 'vitest';
import { maxMinorUnits } from '../src/domain/ledger.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { requestDeposit } from '../src/domain/money/deposits.ts';
import { creditMember } from '../src/domain/operator.ts';
import { normalisePhone, sendSmsCode } from '../src/domain/sms.ts';
import type { ApiError } from '../src/errors.ts';
import { useWireHarness } from './support/wire-harness.ts';

describe('uploads, amounts (development mode)', () => {
  const wire = useWireHarness('pglite');

  it('refuses an upload from no session before reading its body', async () => {
    const answer = await wire.client.call('/wps/relay/MCSFE_uploadPlayerAvatar', {
      rawBody: JSON.stringify({ image: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(401);
  });

  it('refuses amounts and balances above 2^53 - 1 minor units', async () => {
    const { ctx } = wire.harness;
    await expect(
      creditMember(ctx, 'demo', 'demomember', maxMinorUnits + 1n, 'too-big'),
    ).rejects.toMatchObject({
      errorName: 'amountOutOfRange',
    });
    await creditMember(ctx, 'demo', 'demoagent1', maxMinorUnits - 10n, 'nearly-max').catch(
      (error: ApiError) => {
        expect(error.errorName).toBe('amountOutOfRange');
      },
    );
    await expect(creditMember(ctx, 'demo', 'demoagent1', maxMinorUnits, 'over-max')).rejects.toMatchObject({
      errorName: 'amountOutOfRange',
    });
  });
});

describe('production mode', () => {
  const wire = useWireHarness('pglite', { production: true });

  it('keeps no readable code in the outbox', async () => {
    const { ctx } = wire.harness;
    await sendSmsCode(ctx, 'demo', normalisePhone('+63', '9170000001'), 'noLogin', '198.51.100.90');
    const rows = await ctx.db.query<{ code: string | null; body: string }>(
      "SELECT code, body FROM outbox WHERE recipient = '+639170000001' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.code).toBeNull();
    expect(rows[0]?.body).not.toMatch(/\d{6}/);
  });

  it('never credits a deposit without payment (the demo INSTANT channel waits for the operator)', async () => {
    const { ctx } = wire.harness;
    const member = (await memberByUsername(ctx.db, 'demo', 'demomember')) ?? expect.fail('no demomember');
    const channels = await ctx.db.query<{ id: number }>(
      "SELECT id FROM payment_channels WHERE merchant_code = 'demo' AND code = 'INSTANT'",
    );
    const record = await requestDeposit(ctx, 'demo', member.id, {
      channelId: String(channels[0]?.id),
      amount: 20_000n,
      idempotencyKey: 'prod-instant-1',
    });
    expect(record).toMatchObject({ status: 'pending' });
  });
});
