import { useFormField } from '@playsite/forms';
import { TextField } from '@playsite/ui';
import { brand } from '../../../common/brand/index.ts';

interface AmountFieldProps {
  /** The form field holding the typed text; validate it with amountProblem (amount.ts). */
  name?: string;
  label: string;
  description?: string;
}

/** An amount typed in major units, bound to a form field; amountMinor gives the exact minor units sent. */
export function AmountField({ name = 'amount', label, description }: AmountFieldProps) {
  const { input, errorMessage } = useFormField(name);
  return (
    <TextField
      label={label}
      name={name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      inputMode="decimal"
      autoComplete="off"
      isRequired
      startAdornment={<span aria-hidden="true">{brand.currencySymbol}</span>}
      description={description}
      errorMessage={errorMessage}
    />
  );
}
