import {
  type AgentContract,
  type ContractKind,
  type ContractProcessRequest,
  type ContractTier,
  PlatformError,
} from '@playsite/api';
import { FormShell, FormTextField, type SubmitErrors, useFormField } from '@playsite/forms';
import { firstTierAbove, MAX_TIERS, tierRates } from '@playsite/rules';
import { Button, DataTable, EmptyState } from '@playsite/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../common/api/platform.ts';
import { errorText } from '../../../common/panel/errorText.ts';
import { refusal } from '../../../common/panel/formRules.ts';
import { Loaded } from '../../../common/panel/Loaded.tsx';
import { formatBasisPoints, formatTime, Money } from '../../../common/panel/Money.tsx';
import * as styles from '../../../common/panel/panel.css.ts';
import { useCallQuery } from '../../../common/panel/useCallQuery.ts';
import { TierTable } from './TierTable.tsx';
import * as tierStyles from './tiers.css.ts';
import {
  type OfferInput,
  offerRules,
  readTiers,
  startingTiers,
  type TierInput,
  tierFields,
} from './tiers.ts';

/** The server's refusal of an offer: the downline's current tiers when it asks to confirm a lower one. */
function refusedValue(error: unknown) {
  if (!(error instanceof PlatformError)) return undefined;
  const value = (error.value ?? {}) as {
    currentTiers?: ContractTier[];
    tier?: number;
    field?: string;
    key?: string;
    values?: Record<string, number>;
  };
  return { code: error.errorCode, ...value };
}

const callOf = {
  dividend: 'dividendContract',
  daily: 'dailySalaryContract',
  hourly: 'hourSalaryContract',
  realtime: 'realTimeSalaryContract',
} as const;

type Offer = ContractProcessRequest & { tiers: string };

interface Lower {
  request: Offer;
  /** The current contract's tier that pays more, its rate and what the offer pays there. */
  tier: number;
  current: number;
  next: number;
}

/** Where `offered` pays less than `current` first: the tier of the current contract and both rates there. */
function lowerAt(kind: ContractKind, current: readonly ContractTier[], offered: readonly ContractTier[]) {
  const above = firstTierAbove(kind, current, offered);
  if (!above) return undefined;
  const tier = current[above.index];
  const name = tierRates(kind).find((rate) => (tier?.[rate] ?? 0) > above.limit[rate]) ?? 'rate';
  return { tier: above.index, current: tier?.[name] ?? 0, next: above.limit[name] };
}

/** "3 tiers, up to 1.20 %": a contract's tiers in a table cell. */
function TiersSummary({ row }: { row: AgentContract }) {
  const { t } = useTranslation('agent');
  return (
    <>{t('contract.tierSummary', { count: row.tiers?.length ?? 1, rate: formatBasisPoints(row.rate) })}</>
  );
}

/** The offer form's tier rows: one group of fields per tier, add and remove. */
function TierRows({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const { input } = useFormField<TierInput[]>('tiers');
  const rows = Array.isArray(input.value) ? input.value : [];
  const fields = tierFields(kind);
  return (
    <div className={styles.stack}>
      {rows.map((_, index) => (
        // The rows are bound by position (tiers[i].…): a removed row's values move up with the array.
        <fieldset key={index} className={tierStyles.tier}>
          <legend className={tierStyles.legend}>{t('contract.tierN', { n: index + 1 })}</legend>
          <div className={tierStyles.fields}>
            {fields.map((field) => (
              <FormTextField
                key={field.name}
                name={`tiers[${index}].${field.name}`}
                label={t(field.input)}
                inputMode={field.kind === 'count' ? 'numeric' : 'decimal'}
                isRequired
              />
            ))}
          </div>
          {rows.length > 1 ? (
            <Button
              size="sm"
              variant="outline"
              onPress={() => input.onChange(rows.filter((_row, at) => at !== index))}
            >
              {t('contract.removeTier', { n: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {rows.length < MAX_TIERS ? (
        <div className={styles.row}>
          <Button size="sm" variant="outline" onPress={() => input.onChange([...rows, {}])}>
            {t('contract.addTier')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The offer form. Its initial values and rules are kept while the page re-renders (final-form
 * starts again on new initial values): they change only with the agent's own tiers.
 */
function OfferForm({
  kind,
  ownTiers,
  onSend,
}: {
  kind: ContractKind;
  ownTiers: readonly ContractTier[];
  onSend: (request: Offer, offered: readonly ContractTier[]) => Promise<SubmitErrors<OfferInput> | undefined>;
}) {
  const { t } = useTranslation('agent');
  const ownKey = JSON.stringify(ownTiers);
  // ownKey stands for ownTiers' content (a new array on every load).
  const initialValues = useMemo(
    () => ({ downline: '', tiers: startingTiers(kind, ownTiers) }),
    [kind, ownKey],
  );
  const validate = useMemo(() => offerRules(kind, ownTiers), [kind, ownKey]);
  return (
    <FormShell<OfferInput>
      labelledBy={`agent-offer-${kind}`}
      initialValues={initialValues}
      validate={validate}
      errorTiming="submitted"
      submitLabel={t('contract.offer')}
      isSubmitFullWidth={false}
      onSubmit={(raw) => {
        const { tiers } = readTiers(kind, raw.tiers ?? []);
        return onSend(
          { action: 'create', downline: (raw.downline ?? '').trim(), tiers: JSON.stringify(tiers) },
          tiers,
        );
      }}
    >
      <h4 id={`agent-offer-${kind}`} className={styles.sectionTitle}>
        {t('contract.offerTitle')}
      </h4>
      <FormTextField name="downline" label={t('contract.downline')} isRequired maxLength={32} />
      <p className={styles.muted}>{t('contract.tiersHelp')}</p>
      <TierRows kind={kind} />
    </FormShell>
  );
}

/**
 * One contract kind: the agent's own contract (its tiers, and its team's figures this period with
 * the tier they reach), the offers it received (accept, reject), the contracts it gave (terminate)
 * and a form to offer tiers to a direct downline agent. An offer that pays less than that
 * downline's current contract somewhere is confirmed first, then ends it.
 */
export function Contracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const name = callOf[kind];
  const contracts = useCallQuery(name, {});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [lower, setLower] = useState<Lower | null>(null);
  // A new key after a sent offer starts the form again from the agent's own tiers.
  const [formKey, setFormKey] = useState(0);

  /** Runs an action; the refusal when there is one (the offer form shows it on its fields). */
  const act = async (request: ContractProcessRequest, done: string): Promise<unknown> => {
    if (busy) return undefined;
    setBusy(true);
    setStatus(null);
    try {
      await platform.call(name, request);
      setStatus({ ok: true, text: done });
      if (request.action === 'create') setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      if (request.action !== 'create') setStatus({ ok: false, text: errorText(error) });
      return error;
    } finally {
      setBusy(false);
      contracts.reload();
    }
  };

  const sendOffer = async (
    request: Offer,
    offered: readonly ContractTier[],
    given: readonly AgentContract[],
  ): Promise<SubmitErrors<OfferInput> | undefined> => {
    const current = given.find(
      (row) => row.status === 'active' && row.downline?.toLowerCase() === request.downline?.toLowerCase(),
    );
    const known = current?.tiers ? lowerAt(kind, current.tiers, offered) : undefined;
    if (known) {
      setStatus(null);
      setLower({ request, ...known });
      return undefined;
    }
    const error = await act(request, t('contract.offered'));
    if (!error) return undefined;
    const refused = refusedValue(error);
    // The list may be older than the downline's acceptance: the server's refusal asks the same question.
    const asked = refused?.code === 'agent.contract.lower.confirm' && refused.currentTiers;
    const there = asked ? lowerAt(kind, asked, offered) : undefined;
    if (there) {
      setLower({ request, ...there });
      return undefined;
    }
    if (refused?.key && refused.tier !== undefined && refused.tier >= 0 && refused.field) {
      const tiers: Record<string, unknown>[] = [];
      tiers[refused.tier] = { [refused.field]: { key: refused.key, values: refused.values ?? {} } };
      // final-form reads a field's submit error at its path (tiers[i].field): an array of rows.
      return { tiers } as unknown as SubmitErrors<OfferInput>;
    }
    return refusal<OfferInput>(error);
  };

  return (
    <Loaded state={contracts}>
      {(value) => {
        const own = value.contracts.find((row) => row.role === 'own');
        const offers = value.contracts.filter((row) => row.role === 'offer');
        const given = value.contracts.filter((row) => row.role === 'given');
        const ownTiers = value.maxTiers ?? own?.tiers ?? [];
        return (
          <div className={styles.stack}>
            <h4 className={styles.sectionTitle}>{t('contract.own')}</h4>
            {own ? (
              <>
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
                </ul>
                <TierTable
                  kind={kind}
                  tiers={own.tiers ?? []}
                  caption={t('contract.ownTiers')}
                  reached={own.tierReached}
                />
                <p className={styles.muted}>
                  {t(kind === 'realtime' ? 'contract.realtimeRule' : 'contract.tierRule')}
                </p>
              </>
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
                { id: 'tiers', header: t('contract.tiers'), cell: (row) => <TiersSummary row={row} /> },
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
            {offers.map((row) => (
              <TierTable
                key={row.contractId}
                kind={kind}
                tiers={row.tiers ?? []}
                caption={t('contract.offerTiers', { upline: row.upline ?? t('contract.house') })}
              />
            ))}
            <DataTable
              caption={t('contract.given')}
              rows={given}
              rowKey={(row) => String(row.contractId)}
              empty={<EmptyState title={t('contract.noGiven')} size="sm" />}
              columns={[
                { id: 'downline', header: t('table.account'), cell: (row) => row.downline ?? '' },
                { id: 'tiers', header: t('contract.tiers'), cell: (row) => <TiersSummary row={row} /> },
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
              <OfferForm
                key={formKey}
                kind={kind}
                ownTiers={ownTiers}
                onSend={(request, offered) => sendOffer(request, offered, given)}
              />
            ) : null}
            {lower ? (
              <section className={styles.stack} role="alert" aria-labelledby="agent-lower-title">
                <h4 id="agent-lower-title" className={styles.sectionTitle}>
                  {t('contract.lowerTitle')}
                </h4>
                <p>
                  {t('contract.lowerTiersText', {
                    downline: lower.request.downline,
                    tier: lower.tier + 1,
                    current: formatBasisPoints(lower.current),
                    next: formatBasisPoints(lower.next),
                  })}
                </p>
                <div className={styles.row}>
                  <Button
                    isDisabled={busy}
                    onPress={() => {
                      setLower(null);
                      void act({ ...lower.request, confirm: true }, t('contract.offered')).then((error) => {
                        if (error) setStatus({ ok: false, text: errorText(error) });
                      });
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
