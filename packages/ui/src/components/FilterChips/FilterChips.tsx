import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './FilterChips.css';

export interface FilterChip {
  /** Value reported on change; '' is a good id for "All". */
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface FilterChipsProps {
  /** Visible name of the group, e.g. "Vendor". */
  label: string;
  /** Hide the name visually (it still names the group for screen readers). */
  isLabelHidden?: boolean;
  chips: readonly FilterChip[];
  selectedId: string;
  onChange: (id: string) => void;
}

/**
 * One choice among a few filters, shown as chips: a radio group, so arrow keys move between
 * the chips and only the chosen one is a tab stop.
 */
export function FilterChips({ label, isLabelHidden = false, chips, selectedId, onChange }: FilterChipsProps) {
  return (
    <RadioGroup
      className={styles.root}
      value={selectedId}
      onChange={onChange}
      orientation="horizontal"
      aria-label={isLabelHidden ? label : undefined}
    >
      {isLabelHidden ? null : <Label className={styles.label}>{label}</Label>}
      <div className={styles.chips}>
        {chips.map((chip) => (
          <Radio key={chip.id} value={chip.id} isDisabled={chip.isDisabled} className={styles.chip}>
            {chip.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
