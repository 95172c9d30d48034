import { Button, DataTable, TextField } from '@playsite/ui';
import { useInvalidate, useList, useOne } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { call, money } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { currentTag } from '../../i18n/index.ts';
import { grid, panel, row } from '../../layout/layout.css.ts';
import { type PlayerResponsible, ResponsibleGaming } from './ResponsibleGaming.tsx';

interface Player360 {
  profile: {
    id: number;
    username: string;
    email: string | null;
    mobile: string | null;
    locked: boolean;
    createdAt: number;
  };
  wallets: { accountTypeId: number; balance: string }[];
  ledger: {
    transferId: number;
    kind: string;
    memo: string;
    amount: string;
    balanceAfter: string;
    at: number;
  }[];
  rounds: {
    roundId: string;
    gameCode: string;
    gameType: string;
    stake: string;
    win: string;
    status: string;
    at: number;
  }[];
  sessions: { ip: string; openedAt: number; lastSeenAt: number; live: boolean }[];
  responsible: PlayerResponsible;
}

interface Approval {
  id: number;
  kind: string;
  target: string;
  payload: { amount?: string; reason?: string };
  requestedByName: string;
}

/** Major units typed by the operator ("-12.50") as minor units ("-1250"); undefined when not a number. */
export function toMinor(text: string): string | undefined {
  const match = /^\s*(-?)(\d{1,15})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const minor = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  if (minor === 0n) return undefined;
  return `${match[1]}${minor}`;
}

/** The player 360 page: profile, wallets, ledger, rounds, sessions, limits and breaks; lock and balance adjustment. */
export function Player() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tag = currentTag();
  const when = (ms: number) => new Date(ms).toLocaleString(tag);
  const invalidate = useInvalidate();
  const { result: player, query } = useOne<Player360>({ resource: 'players', id });
  const { result: approvals } = useList<Approval>({ resource: 'approvals', pagination: { mode: 'off' } });
  const mine = approvals.data.filter((approval) => approval.target === `member:${id}`);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { message, fail, done } = useActionMessage();
  const refresh = () =>
    invalidate({ resource: 'players', invalidates: ['detail', 'list'], id }).then(() =>
      invalidate({ resource: 'approvals', invalidates: ['list'] }),
    );
  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      await run();
      done(success);
      await refresh();
    } catch (error) {
      fail(error);
    }
  };
  if (!player) return <p role="status">{query.isError ? t('errors.unknown') : '…'}</p>;
  const { profile } = player;
  const requestAdjustment = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount);
    if (!minor) return fail(undefined);
    return act(
      () => call('POST', `/players/${id}/adjustments`, { amount: minor, reason }),
      t('player.adjustRequested'),
    );
  };
  return (
    <>
      <h1>{profile.username}</h1>
      <Message message={message} />
      <div className={grid}>
        <section className={panel} aria-labelledby="profile">
          <h2 id="profile">{t('player.profile')}</h2>
          <dl>
            <dt>{t('players.id')}</dt>
            <dd>{profile.id}</dd>
            <dt>{t('players.mobile')}</dt>
            <dd>{profile.mobile ?? '—'}</dd>
            <dt>{t('players.email')}</dt>
            <dd>{profile.email ?? '—'}</dd>
            <dt>{t('players.state')}</dt>
            <dd>{profile.locked ? t('players.locked') : t('players.active')}</dd>
          </dl>
          <Button
            tone={profile.locked ? 'neutral' : 'critical'}
            onPress={() =>
              act(
                () => call('POST', `/players/${id}/lock`, { locked: !profile.locked }),
                t(profile.locked ? 'player.unlockedDone' : 'player.lockedDone'),
              )
            }
          >
            {profile.locked ? t('player.unlock') : t('player.lock')}
          </Button>
        </section>
        <section className={panel} aria-labelledby="wallets">
          <h2 id="wallets">{t('player.wallets')}</h2>
          <DataTable
            caption={t('player.wallets')}
            rows={player.wallets}
            rowKey={(wallet) => String(wallet.accountTypeId)}
            columns={[
              {
                id: 'wallet',
                header: t('player.wallet', { id: '' }),
                cell: (wallet) => t('player.wallet', { id: wallet.accountTypeId }),
              },
              {
                id: 'balance',
                header: t('player.balance'),
                align: 'end',
                cell: (wallet) => money(wallet.balance, tag),
              },
            ]}
          />
          <form className={row} onSubmit={requestAdjustment} aria-labelledby="adjust">
            <h2 id="adjust">{t('player.adjust')}</h2>
            <TextField
              label={t('player.adjustAmount')}
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              isRequired
            />
            <TextField
              label={t('player.adjustReason')}
              name="reason"
              value={reason}
              onChange={setReason}
              isRequired
              minLength={3}
            />
            <Button type="submit">{t('player.adjustSubmit')}</Button>
          </form>
          {mine.length > 0 && (
            <DataTable
              caption={t('player.approvals')}
              showCaption
              rows={mine}
              rowKey={(approval) => String(approval.id)}
              columns={[
                {
                  id: 'amount',
                  header: t('player.amount'),
                  align: 'end',
                  cell: (a) => money(a.payload.amount ?? '0', tag),
                },
                {
                  id: 'by',
                  header: t('player.status'),
                  cell: (a) => t('player.requestedBy', { username: a.requestedByName }),
                },
                {
                  id: 'actions',
                  header: '',
                  cell: (a) => (
                    <span className={row}>
                      <Button
                        size="sm"
                        onPress={() =>
                          act(
                            () => call('POST', `/approvals/${a.id}`, { approve: true }),
                            t('player.approved'),
                          )
                        }
                      >
                        {t('player.approve')}
                      </Button>
                      <Button
                        size="sm"
                        tone="neutral"
                        variant="outline"
                        onPress={() =>
                          act(
                            () => call('POST', `/approvals/${a.id}`, { approve: false }),
                            t('player.rejected'),
                          )
                        }
                      >
                        {t('player.reject')}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          )}
        </section>
      </div>
      <section className={panel} aria-labelledby="ledger">
        <h2 id="ledger">{t('player.ledger')}</h2>
        <DataTable
          caption={t('player.ledger')}
          rows={player.ledger}
          rowKey={(entry) => `${entry.transferId}:${entry.amount}`}
          empty={<p>{t('player.noRows')}</p>}
          columns={[
            { id: 'time', header: t('player.time'), cell: (e) => when(e.at) },
            { id: 'kind', header: t('player.kind'), cell: (e) => e.kind },
            { id: 'memo', header: t('player.memo'), cell: (e) => e.memo },
            { id: 'amount', header: t('player.amount'), align: 'end', cell: (e) => money(e.amount, tag) },
            { id: 'after', header: t('player.after'), align: 'end', cell: (e) => money(e.balanceAfter, tag) },
          ]}
        />
      </section>
      <div className={grid}>
        <section className={panel} aria-labelledby="rounds">
          <h2 id="rounds">{t('player.rounds')}</h2>
          <DataTable
            caption={t('player.rounds')}
            rows={player.rounds}
            rowKey={(round) => round.roundId}
            empty={<p>{t('player.noRows')}</p>}
            columns={[
              { id: 'time', header: t('player.time'), cell: (r) => when(r.at) },
              { id: 'game', header: t('player.game'), cell: (r) => `${r.gameType} · ${r.gameCode}` },
              { id: 'stake', header: t('player.stake'), align: 'end', cell: (r) => money(r.stake, tag) },
              { id: 'win', header: t('player.win'), align: 'end', cell: (r) => money(r.win, tag) },
              { id: 'status', header: t('player.status'), cell: (r) => r.status },
            ]}
          />
        </section>
        <section className={panel} aria-labelledby="sessions">
          <h2 id="sessions">{t('player.sessions')}</h2>
          <DataTable
            caption={t('player.sessions')}
            rows={player.sessions}
            rowKey={(s) => `${s.openedAt}:${s.ip}`}
            empty={<p>{t('player.noRows')}</p>}
            columns={[
              { id: 'opened', header: t('player.opened'), cell: (s) => when(s.openedAt) },
              { id: 'ip', header: t('player.ip'), cell: (s) => s.ip },
              {
                id: 'live',
                header: t('player.live'),
                cell: (s) => (s.live ? t('player.yes') : t('player.no')),
              },
            ]}
          />
        </section>
      </div>
      <ResponsibleGaming responsible={player.responsible} tag={tag} />
    </>
  );
}
