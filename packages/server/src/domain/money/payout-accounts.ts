import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { verifyPaymentPassword } from './payment-password.ts';

/** Banks and e-wallets a member may bind (invented names, like the game vendors). */
export const payoutProviders = [
  { code: 'HARBOR', name: 'Harbor Bank', kind: 'bank' },
  { code: 'PACTRUST', name: 'Pacific Trust Bank', kind: 'bank' },
  { code: 'SUMMIT', name: 'Summit Savings', kind: 'bank' },
  { code: 'ISLAND', name: 'Island Rural Bank', kind: 'bank' },
  { code: 'PAYLEAF', name: 'PayLeaf', kind: 'ewallet' },
  { code: 'SWIFTCASH', name: 'SwiftCash', kind: 'ewallet' },
] as const;

export const maxPayoutAccounts = 5;

interface Row {
  id: number;
  kind: 'bank' | 'ewallet';
  provider_code: string;
  provider_name: string;
  account_name: string;
  account_number: string;
  created_at: bigint;
}

export const maskNumber = (number: string) => `****${number.slice(-4)}`;

const toWire = (row: Row) => ({
  accountId: row.id,
  kind: row.kind,
  providerCode: row.provider_code,
  providerName: row.provider_name,
  accountName: row.account_name,
  maskedNumber: maskNumber(row.account_number),
  createTime: Number(row.created_at),
});

export async function payoutAccountOf(db: Queryable, memberId: number, accountId: number) {
  const rows = await db.query<Row>(
    'SELECT * FROM payout_accounts WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [accountId, memberId],
  );
  return rows[0];
}

export async function listPayoutAccounts(db: Queryable, memberId: number) {
  const rows = await db.query<Row>(
    'SELECT * FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return {
    accounts: rows.map(toWire),
    providers: payoutProviders.map((provider) => ({ ...provider })),
    maxAccounts: maxPayoutAccounts,
  };
}

export interface NewPayoutAccount {
  kind: 'bank' | 'ewallet';
  providerCode: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}

export async function bindPayoutAccount(ctx: Context, memberId: number, input: NewPayoutAccount) {
  const provider = payoutProviders.find(
    (item) => item.code === input.providerCode && item.kind === input.kind,
  );
  if (!provider) return fail('payoutAccountInvalid');
  await verifyPaymentPassword(ctx, memberId, input.paymentPassword);
  return ctx.db.transaction(async (tx) => {
    // Serialises binds of one member, so the limit holds under concurrent requests.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const count = await tx.query<{ count: bigint }>(
      'SELECT count(*)::bigint AS count FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL',
      [memberId],
    );
    if (Number(count[0]?.count ?? 0n) >= maxPayoutAccounts) fail('payoutAccountLimit');
    const rows = await tx.query<Row>(
      `INSERT INTO payout_accounts (member_id, kind, provider_code, provider_name, account_name, account_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING *`,
      [
        memberId,
        input.kind,
        provider.code,
        provider.name,
        input.accountName.trim(),
        input.accountNumber,
        ctx.clock.now(),
      ],
    );
    const row = rows[0] ?? fail('payoutAccountDuplicate');
    return toWire(row);
  });
}

export async function unbindPayoutAccount(
  ctx: Context,
  memberId: number,
  accountId: number,
  paymentPassword: string,
) {
  await verifyPaymentPassword(ctx, memberId, paymentPassword);
  const rows = await ctx.db.query(
    'UPDATE payout_accounts SET removed_at = $3 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id',
    [accountId, memberId, ctx.clock.now()],
  );
  if (rows.length === 0) fail('payoutAccountInvalid');
  return listPayoutAccounts(ctx.db, memberId);
}
