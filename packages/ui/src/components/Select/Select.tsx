import type { RecipeVariants } from '@vanilla-extract/recipes';
import {
  Select as AriaSelect,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons';
import type { Size } from '../../styles/vocabulary';
import * as styles from './Select.css';

export type SelectSize = NonNullable<NonNullable<RecipeVariants<typeof styles.trigger>>['size']>;
export const selectSizes = ['sm', 'md'] as const satisfies readonly (SelectSize & Size)[];

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Selected value (controlled); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name; the value is submitted with native forms. */
  name?: string;
  size?: SelectSize;
  onBlur?: () => void;
}

/** A labelled single-choice list (a button that opens a listbox). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  size = 'md',
  onBlur,
}: SelectProps) {
  return (
    <AriaSelect
      className={styles.root}
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      onBlur={onBlur}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger({ size })}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
