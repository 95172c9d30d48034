import { DataTable } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { money } from '../../api/client.ts';
import { panel } from '../../layout/layout.css.ts';

export interface PlayerLimit {
  kind: 'deposit' | 'loss' | 'wager' | 'session';
  period: 'day' | 'week' | 'month' | 'session';
  /** Minor units (minutes for a session limit); null: none in force. */
  amount: string | null;
  pending: { amount: string | null; effectiveAt: number } | null;
}

export interface PlayerResponsible {
  limits: PlayerLimit[];
  activeBreak: {
    kind: 'timeout' | 'exclusion';
    span: string;
    startedAt: number;
    endsAt: number | null;
  } | null;
}

/**
 * The limits and the break the player set for themselves (the member centre's Responsible gaming
 * page): shown to the operator, never changed from here; no call lifts a break early.
 */
export function ResponsibleGaming({ responsible, tag }: { responsible: PlayerResponsible; tag: string }) {
  const { t } = useTranslation();
  const when = (ms: number) => new Date(ms).toLocaleString(tag);
  const amountOf = (limit: PlayerLimit, amount: string | null) => {
    if (amount === null) return t('player.rg.none');
    return limit.kind === 'session' ? t('player.rg.minutes', { count: Number(amount) }) : money(amount, tag);
  };
  const found = responsible.activeBreak;
  return (
    <section className={panel} aria-labelledby="responsible">
      <h2 id="responsible">{t('player.rg.title')}</h2>
      <p>
        {found === null
          ? t('player.rg.noBreak')
          : found.endsAt === null
            ? t('player.rg.breakPermanent', { kind: t(`player.rg.break.${found.kind}`) })
            : t('player.rg.breakUntil', {
                kind: t(`player.rg.break.${found.kind}`),
                until: when(found.endsAt),
              })}
      </p>
      <DataTable
        caption={t('player.rg.limits')}
        rows={responsible.limits}
        rowKey={(limit) => `${limit.kind}:${limit.period}`}
        empty={<p>{t('player.rg.noLimits')}</p>}
        columns={[
          { id: 'kind', header: t('player.rg.kind'), cell: (l) => t(`player.rg.limitKind.${l.kind}`) },
          { id: 'period', header: t('player.rg.period'), cell: (l) => t(`player.rg.periods.${l.period}`) },
          { id: 'amount', header: t('player.rg.inForce'), align: 'end', cell: (l) => amountOf(l, l.amount) },
          {
            id: 'pending',
            header: t('player.rg.pending'),
            cell: (l) =>
              l.pending
                ? t('player.rg.pendingChange', {
                    amount: amountOf(l, l.pending.amount),
                    at: when(l.pending.effectiveAt),
                  })
                : '—',
          },
        ]}
      />
    </section>
  );
}
