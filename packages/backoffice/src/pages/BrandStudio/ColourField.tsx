import { TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { swatchInput } from './BrandStudio.css.ts';

interface ColourFieldProps {
  label: string;
  /** The text in the field (what was typed, or the draft's colour). */
  text: string;
  /** The colour the picker shows, #rrggbb (for an empty optional field, the derived one). */
  swatch: string;
  isInvalid: boolean;
  description?: string;
  onType: (text: string) => void;
  onPick: (hex: string) => void;
}

/** A colour as text (#rgb or #rrggbb) with a native colour picker bound to the same value. */
export function ColourField({
  label,
  text,
  swatch,
  isInvalid,
  description,
  onType,
  onPick,
}: ColourFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={text}
      onChange={onType}
      description={description}
      errorMessage={isInvalid ? t('studio.colourInvalid') : undefined}
      autoComplete="off"
      startAdornment={
        <input
          type="color"
          className={swatchInput}
          aria-label={t('studio.swatch', { label })}
          value={swatch}
          onChange={(event) => onPick(event.target.value)}
        />
      }
    />
  );
}
