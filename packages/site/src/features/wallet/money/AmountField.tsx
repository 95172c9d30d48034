import { TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../shared/brand/index.ts';
import { type ParsedAmount, parseAmount } from './amount.ts';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Show the problem of the typed text (after a submit attempt). */
  showError: boolean;
  description?: string;
}

/** An amount typed in major units; the parse result (exact minor units) is what forms send. */
export function AmountField({ label, value, onChange, showError, description }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  const parsed: ParsedAmount = parseAmount(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      inputMode="decimal"
      autoComplete="off"
      isRequired
      startAdornment={<span aria-hidden="true">{brand.currencySymbol}</span>}
      description={description}
      errorMessage={showError && !parsed.ok ? t(`amount.${parsed.problem}`) : undefined}
    />
  );
}
