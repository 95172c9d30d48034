import { describe, expect, it } from 'vitest';
import { memberByUsername } from '../src/domain/members.ts';
import { setPaymentPassword, verifyPaymentPassword } from '../src/domain/money/payment-password.ts';
import type { ApiError } from '../src/errors.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

/**
 * The payment password's attempt limit counts checks in flight apart from failed ones (item 9 of
 * the concurrency review): more parallel withdrawals than the limit, all with the right password,
 * are all served; wrong guesses still lock after five, however many arrive at once.
 */
describe.each(backends)('payment password under parallel requests (%s)', (backend) => {
  // A payment password hashed at a cost that takes a while to check, as in production, so the
  // requests overlap while they are checked.
  const app = useHarness(backend, (harness) => new MoneyClient(harness), {
    passwordCost: { N: 2 ** 13, r: 8, p: 1 },
  });

  it('serves 12 parallel withdrawals with the right payment password', async () => {
    const member = await app.client.newMember(500_000);
    await app.client.ok('setPaymentPassword', member.token, {
      loginPassword: 'secret123',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    const account = await app.client.ok('bindPayoutAccount', member.token, {
      kind: 'bank',
      providerCode: 'HARBOR',
      accountName: 'Test Member',
      accountNumber: '1234567890',
      paymentPassword: '654321',
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.client.call('withdrawRequest', member.token, {
          payoutAccountId: String(account.accountId),
          amount: 10_000,
          paymentPassword: '654321',
          idempotencyKey: key(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.errorCode ?? 'success')).toEqual(Array(12).fill('success'));
  });

  it('still locks after five wrong guesses sent at once, the right one last', async () => {
    const { ctx } = app.harness;
    const member = (await memberByUsername(ctx.db, 'demo', 'demoagent2')) ?? expect.fail('no demoagent2');
    await ctx.db.query('DELETE FROM payment_passwords WHERE member_id = $1', [member.id]);
    await setPaymentPassword(ctx, member.id, {
      loginPassword: 'demo1234',
      newPaymentPassword: '864213',
      confirmPaymentPassword: '864213',
    });
    const guesses = [...Array.from({ length: 19 }, () => '000000'), '864213'];
    const outcomes = await Promise.all(
      guesses.map((guess) =>
        verifyPaymentPassword(ctx, member.id, guess).then(
          () => 'accepted',
          (error: ApiError) => error.errorName,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'paymentPasswordInvalid')).toHaveLength(4);
    expect(outcomes.at(-1)).toBe('paymentPasswordLocked');
    expect(outcomes.filter((outcome) => outcome === 'paymentPasswordLocked')).toHaveLength(16);
  });
});
