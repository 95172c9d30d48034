import {
  type AgentContract,
  type ContractKind,
  type ContractProcessRequest,
  PlatformError,
} from '@playsite/api';
import { Button, DataTable, EmptyState, TextField } from '@playsite/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatBasisPoints, formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { percentToBasisPoints } from './rate.ts';

/** The downline's current rate when the server asks to confirm a lower offer. */
function lowerRateOf(error: unknown): number | undefined {
  if (!(error instanceof PlatformError) || error.errorCode !== 'agent.contract.lower.confirm')
    return undefined;
  const value = error.value as { currentRate?: unknown } | undefined;
  return typeof value?.currentRate === 'number' ? value.currentRate : undefined;
}

const callOf = {
  dividend: 'dividendContract',
  daily: 'dailySalaryContract',
  hourly: 'hourSalaryContract',
  realtime: 'realTimeSalaryContract',
} as const;

/**
 * One contract kind: the agent's own contract with its team's figures this period, the offers it
 * received (accept, reject), the contracts it gave (terminate) and a form to offer one to a direct
 * downline agent. A rate below that downline's current one is confirmed first, then ends it.
 */
export function Contracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const name = callOf[kind];
  const contracts = useCallQuery(name, {});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [offer, setOffer] = useState({ downline: '', rate: '' });
  const [lower, setLower] = useState<{
    request: ContractProcessRequest & { rate: number };
    currentRate: number;
  } | null>(null);

  const act = async (request: ContractProcessRequest, done: string) => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await platform.call(name, request);
      setStatus({ ok: true, text: done });
      if (request.action === 'create') setOffer({ downline: '', rate: '' });
    } catch (error) {
      // The list may be older than the downline's acceptance: the server's refusal asks the same question.
      const currentRate = lowerRateOf(error);
      if (request.action === 'create' && !request.confirm && currentRate !== undefined)
        confirmLower({ ...request, rate: request.rate ?? 0 }, currentRate);
      else setStatus({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
      contracts.reload();
    }
  };

  /** A lower rate ends the downline's contract: the agent confirms here first (an inline question, inside the overlay). */
  function confirmLower(request: ContractProcessRequest & { rate: number }, currentRate: number) {
    setStatus(null);
    setLower({ request, currentRate });
  }

  const submitOffer = (event: FormEvent, given: readonly AgentContract[]) => {
    event.preventDefault();
    const rate = percentToBasisPoints(offer.rate);
    if (rate === undefined || !offer.downline.trim()) {
      setStatus({ ok: false, text: t('contract.invalid') });
      return;
    }
    const request = { action: 'create' as const, downline: offer.downline.trim(), rate };
    const current = given.find(
      (row) => row.status === 'active' && row.downline?.toLowerCase() === request.downline.toLowerCase(),
    );
    if (current && rate < current.rate) {
      confirmLower(request, current.rate);
      return;
    }
    void act(request, t('contract.offered'));
  };

  return (
    <Loaded state={contracts}>
      {(value) => {
        const own = value.contracts.find((row) => row.role === 'own');
        const offers = value.contracts.filter((row) => row.role === 'offer');
        const given = value.contracts.filter((row) => row.role === 'given');
        return (
          <div className={styles.stack}>
            <h4 className={styles.sectionTitle}>{t('contract.own')}</h4>
            {own ? (
              <ul className={styles.cards} aria-label={t('contract.own')}>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t('contract.rate')}</span>
                  <span className={styles.cardValue}>{formatBasisPoints(own.rate)}</span>
                </li>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t('contract.upline')}</span>
                  <span className={styles.cardValue}>{own.upline ?? t('contract.house')}</span>
                </li>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t(`contract.period_${value.period ?? 'day'}`)}</span>
                  <span className={styles.cardValue}>
                    <Money minor={own.validBet ?? 0} />
                  </span>
                </li>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t('table.profitLoss')}</span>
                  <span className={styles.cardValue}>
                    <Money minor={own.profitLoss ?? 0} signed />
                  </span>
                </li>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t('overview.activeMembers')}</span>
                  <span className={styles.cardValue}>{own.activeMembers ?? 0}</span>
                </li>
                <li className={styles.card}>
                  <span className={styles.cardLabel}>{t('contract.conditions')}</span>
                  <span className={styles.cardValue}>
                    <Money minor={own.minValidBet ?? 0} /> · {own.minActive ?? 0}
                  </span>
                </li>
              </ul>
            ) : (
              <p className={styles.muted}>{t('contract.none')}</p>
            )}
            <DataTable
              caption={t('contract.offers')}
              rows={offers}
              rowKey={(row) => String(row.contractId)}
              empty={<EmptyState title={t('contract.noOffers')} size="sm" />}
              columns={[
                {
                  id: 'upline',
                  header: t('contract.upline'),
                  cell: (row) => row.upline ?? t('contract.house'),
                },
                {
                  id: 'rate',
                  header: t('contract.rate'),
                  align: 'end',
                  cell: (row) => formatBasisPoints(row.rate),
                },
                { id: 'time', header: t('table.time'), cell: (row) => formatTime(row.createTime ?? 0) },
                {
                  id: 'actions',
                  header: t('contract.actions'),
                  cell: (row) => (
                    <span className={styles.row}>
                      <Button
                        size="sm"
                        isDisabled={busy}
                        onPress={() =>
                          act(
                            { action: 'accept', contractId: String(row.contractId) },
                            t('contract.accepted'),
                          )
                        }
                      >
                        {t('contract.accept')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        isDisabled={busy}
                        onPress={() =>
                          act(
                            { action: 'reject', contractId: String(row.contractId) },
                            t('contract.rejected'),
                          )
                        }
                      >
                        {t('contract.reject')}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
            <DataTable
              caption={t('contract.given')}
              rows={given}
              rowKey={(row) => String(row.contractId)}
              empty={<EmptyState title={t('contract.noGiven')} size="sm" />}
              columns={[
                { id: 'downline', header: t('table.account'), cell: (row) => row.downline ?? '' },
                {
                  id: 'rate',
                  header: t('contract.rate'),
                  align: 'end',
                  cell: (row) => formatBasisPoints(row.rate),
                },
                { id: 'status', header: t('team.status'), cell: (row) => t(`contract.status_${row.status}`) },
                {
                  id: 'actions',
                  header: t('contract.actions'),
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="outline"
                      isDisabled={busy}
                      onPress={() =>
                        act(
                          { action: 'terminate', contractId: String(row.contractId) },
                          t('contract.terminated'),
                        )
                      }
                    >
                      {t('contract.terminate')}
                    </Button>
                  ),
                },
              ]}
            />
            {own ? (
              <form
                className={styles.stack}
                aria-label={t('contract.offerTitle')}
                onSubmit={(event) => submitOffer(event, given)}
              >
                <h4 className={styles.sectionTitle}>{t('contract.offerTitle')}</h4>
                <TextField
                  label={t('contract.downline')}
                  value={offer.downline}
                  isRequired
                  maxLength={32}
                  onChange={(downline) => setOffer((current) => ({ ...current, downline }))}
                />
                <TextField
                  label={t('contract.ratePercent')}
                  description={t('contract.rateHelp', { max: formatBasisPoints(value.maxRate ?? 0) })}
                  value={offer.rate}
                  isRequired
                  inputMode="decimal"
                  onChange={(rate) => setOffer((current) => ({ ...current, rate }))}
                />
                <div className={styles.row}>
                  <Button type="submit" isDisabled={busy}>
                    {t('contract.offer')}
                  </Button>
                </div>
              </form>
            ) : null}
            {lower ? (
              <section className={styles.stack} role="alert" aria-labelledby="agent-lower-title">
                <h4 id="agent-lower-title" className={styles.sectionTitle}>
                  {t('contract.lowerTitle')}
                </h4>
                <p>
                  {t('contract.lowerText', {
                    current: formatBasisPoints(lower.currentRate),
                    next: formatBasisPoints(lower.request.rate),
                  })}
                </p>
                <div className={styles.row}>
                  <Button
                    isDisabled={busy}
                    onPress={() => {
                      setLower(null);
                      void act({ ...lower.request, confirm: true }, t('contract.offered'));
                    }}
                  >
                    {t('contract.lowerConfirm')}
                  </Button>
                  <Button variant="outline" onPress={() => setLower(null)}>
                    {t('contract.cancel')}
                  </Button>
                </div>
              </section>
            ) : null}
            {status ? (
              <p role="status" className={status.ok ? styles.positive : styles.negative}>
                {status.text}
              </p>
            ) : null}
          </div>
        );
      }}
    </Loaded>
  );
}
