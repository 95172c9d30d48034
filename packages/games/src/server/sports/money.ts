import type { MoneyAccount, MoneyAnswer, MoneyPort, MoneyRefusal } from '../../sportsbook/ports.ts';
import type { WalletClient, WalletOutcome, WalletSession } from '../wallet/client.ts';
import { betTx, rollbackTx } from '../wallet/ids.ts';

/** The wallet's refusals of a stake as the book words them; anything else is `error`. */
const refusals: Partial<Record<WalletOutcome['status'], MoneyRefusal>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'funds',
  RS_ERROR_LIMIT_REACHED: 'limit',
  RS_ERROR_INVALID_TOKEN: 'token',
  RS_ERROR_TOKEN_EXPIRED: 'token',
  RS_ERROR_INVALID_GAME: 'token',
  RS_ERROR_USER_DISABLED: 'user',
  RS_ERROR_WRONG_CURRENCY: 'currency',
};

/** A call whose outcome is unknown: the book repeats it (wins) or rolls the bet back. */
export class WalletUnanswered extends Error {
  override name = 'WalletUnanswered';
}

function sessionOf(account: MoneyAccount): WalletSession | undefined {
  if (!account.launch) return undefined;
  return { ...account.launch, user: account.user, currency: account.currency };
}

const answerOf = (outcome: WalletOutcome): MoneyAnswer => {
  if (outcome.status === 'RS_OK')
    return outcome.balance === undefined ? { ok: true } : { ok: true, balance: outcome.balance };
  if (outcome.status === 'UNREACHABLE') throw new WalletUnanswered();
  return { refused: refusals[outcome.status] ?? 'error' };
};

/**
 * The sportsbook's money through the game server's signed wallet client (the provider wallet
 * API), like the casino rounds: a bet is the platform round `<bet id>` with the stake
 * `<bet id>:bet` (sent once; an unanswered one is rolled back as `<bet id>:rollback` by the
 * client), wins `<bet id>:win` / `<bet id>:win:<n>` and the rollback are journaled and retried
 * until acknowledged. Every call names the launch the bet was placed under (token and game):
 * the wallet takes wins and rollbacks on it after the session ended.
 */
export function walletMoney(wallet: WalletClient): MoneyPort {
  return {
    async bet(account, txId, amount, meta) {
      const session = sessionOf(account);
      if (!session) return { refused: 'token' };
      return answerOf(await wallet.bet(session, { round: txId, tx: betTx(txId), amount, meta }));
    },
    async win(account, txId, refTxId, amount) {
      const session = sessionOf(account);
      if (!session) return { refused: 'token' };
      return answerOf(
        await wallet.win(session, {
          round: refTxId,
          tx: txId,
          reference: betTx(refTxId),
          amount,
          closed: true,
        }),
      );
    },
    async rollback(account, _txId, refTxId) {
      const session = sessionOf(account);
      if (!session) return { refused: 'token' };
      // The client's own rollback of an unanswered stake has this id too: one transaction, not two.
      const tx = rollbackTx(betTx(refTxId));
      return answerOf(
        await wallet.rollback(session, { round: refTxId, tx, reference: betTx(refTxId), closed: true }),
      );
    },
  };
}
