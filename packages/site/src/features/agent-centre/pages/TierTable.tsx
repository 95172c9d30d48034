import type { ContractKind, ContractTier } from '@playsite/api';
import { DataTable } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints, formatCount, formatMoney } from '../../../common/panel/Money.tsx';
import { type TierField, tierFields } from './tiers.ts';

const cellText = (field: TierField, value: number) =>
  field.kind === 'money'
    ? formatMoney(value)
    : field.kind === 'rate'
      ? formatBasisPoints(value)
      : formatCount(value);

/**
 * A contract's rate tiers as a table: each tier's conditions (money, counts) and rates (percent),
 * lowest first; `reached` marks the tier the current period's figures reach.
 */
export function TierTable({
  kind,
  tiers,
  caption,
  reached,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  caption: string;
  reached?: number | undefined;
}) {
  const { t } = useTranslation('agent');
  const rows = tiers.map((tier, index) => ({ tier, index }));
  return (
    <DataTable
      caption={caption}
      showCaption
      rows={rows}
      rowKey={(row) => String(row.index)}
      columns={[
        {
          id: 'tier',
          header: t('contract.tier'),
          cell: (row) =>
            row.index === reached
              ? `${t('contract.tierN', { n: row.index + 1 })} · ${t('contract.reached')}`
              : t('contract.tierN', { n: row.index + 1 }),
        },
        ...tierFields(kind).map((field) => ({
          id: field.name,
          header: t(field.label),
          align: 'end' as const,
          cell: (row: (typeof rows)[number]) => cellText(field, row.tier[field.name] ?? 0),
        })),
      ]}
    />
  );
}
