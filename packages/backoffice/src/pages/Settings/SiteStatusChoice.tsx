import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { groupLabel, option, radio, statusGroup } from './Settings.css.ts';
import { type SystemMode, systemModes } from './siteSettings.ts';

/**
 * "Site status": one of the three modes, as native radio buttons (arrow keys move between them,
 * one tab stop), in a radio group named by its visible label. Choosing only picks: the change is
 * asked for and confirmed apart.
 */
export function SiteStatusChoice({
  value,
  onChange,
  isDisabled,
  describedBy,
  ref,
}: {
  value: SystemMode;
  onChange: (mode: SystemMode) => void;
  isDisabled: boolean;
  /** The note saying why it is disabled. */
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={`${name}-label`}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      className={statusGroup}
    >
      <span id={`${name}-label`} className={groupLabel}>
        {t('settings.status.group')}
      </span>
      {systemModes.map((mode) => (
        <label key={mode} className={option} data-disabled={isDisabled || undefined}>
          <input
            type="radio"
            className={radio}
            name={name}
            value={mode}
            checked={value === mode}
            disabled={isDisabled}
            onChange={() => onChange(mode)}
          />
          {t(`settings.status.option.${mode}`)}
        </label>
      ))}
    </div>
  );
}
