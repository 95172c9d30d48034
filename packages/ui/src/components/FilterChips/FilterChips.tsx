import { useId } from 'react';
import { useInteractionStates } from '../../hooks/useInteractionStates';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
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
 * One choice among a few filters, shown as chips: native radio buttons, so arrow keys move between
 * the chips and only the chosen one is a tab stop, with no interaction library on the lobby's path.
 */
export function FilterChips({ label, isLabelHidden = false, chips, selectedId, onChange }: FilterChipsProps) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div
      role="radiogroup"
      className={styles.root}
      aria-label={isLabelHidden ? label : undefined}
      aria-labelledby={isLabelHidden ? undefined : labelId}
    >
      {isLabelHidden ? null : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div className={styles.chips}>
        {chips.map((chip) => (
          <Chip
            key={chip.id}
            chip={chip}
            name={name}
            isSelected={chip.id === selectedId}
            onSelect={() => onChange(chip.id)}
          />
        ))}
      </div>
    </div>
  );
}

interface ChipProps {
  chip: FilterChip;
  name: string;
  isSelected: boolean;
  onSelect: () => void;
}

/** One choice: a label around a visually hidden radio, with react-aria's data-* states. */
function Chip({ chip, name, isSelected, onSelect }: ChipProps) {
  const { handlers, attributes } = useInteractionStates<HTMLLabelElement>({ isDisabled: chip.isDisabled });
  return (
    <label {...handlers} {...attributes} className={styles.chip} data-selected={isSelected || undefined}>
      <input
        type="radio"
        className={visuallyHidden}
        name={name}
        value={chip.id}
        checked={isSelected}
        disabled={chip.isDisabled}
        onChange={onSelect}
      />
      {chip.label}
    </label>
  );
}
