import { type BrandTokens, type PinnableColour, pinnableColours, type ThemeValues } from '@playsite/brands';
import { Checkbox, FilterChips, Select, TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { panel } from '../../layout/layout.css.ts';
import { fieldGroup } from './BrandStudio.css.ts';
import { ColourField } from './ColourField.tsx';
import { colourFields, densities, parseColour, radiusFields, withPin } from './draft.ts';
import type { useDesignDraft } from './useDesignDraft.ts';

interface DesignFormProps {
  editor: ReturnType<typeof useDesignDraft>;
  /** The theme the draft gives (the header picker shows the derived header when none is chosen). */
  theme: ThemeValues;
  /** Families to choose from: the brand's allowed ones, and any its draft names besides. */
  fonts: readonly string[];
  /** Families the brand may name (shipped and its own): the server refuses any other. */
  knownFonts: readonly string[];
}

/** The brand's design inputs (brand.json's `tokens`), every change applied to the draft at once. */
export function DesignForm({ editor, theme, fonts, knownFonts }: DesignFormProps) {
  const { t } = useTranslation();
  const { draft, change } = editor;
  const set = (patch: Partial<BrandTokens>) => change({ ...draft, ...patch });
  const fontError = (family: string) => (knownFonts.includes(family) ? undefined : t('errors.fontUnknown'));
  const fontOptions = fonts.map((family) => ({ value: family, label: family }));
  return (
    <form className={panel} aria-labelledby="studio-design" onSubmit={(event) => event.preventDefault()}>
      <h2 id="studio-design">{t('studio.design')}</h2>
      <FilterChips
        label={t('studio.mode')}
        chips={(['light', 'dark'] as const).map((mode) => ({ id: mode, label: t(`studio.modes.${mode}`) }))}
        selectedId={draft.mode}
        onChange={(mode) => set({ mode: mode === 'dark' ? 'dark' : 'light' })}
      />
      <fieldset className={fieldGroup}>
        <legend>{t('studio.colours')}</legend>
        {colourFields.map((field) => {
          const value = draft[field];
          return (
            <ColourField
              key={field}
              label={t(`studio.colour.${field}`)}
              text={editor.textOf(field, value)}
              swatch={value ?? parseColour(theme.header.background) ?? '#000000'}
              isInvalid={editor.isInvalid(field)}
              description={field === 'header' ? t('studio.headerHelp') : undefined}
              onType={(text) => editor.type(field, text)}
              onPick={(hex) => change({ ...draft, [field]: hex }, field)}
            />
          );
        })}
      </fieldset>
      <fieldset className={fieldGroup}>
        <legend>{t('studio.shape')}</legend>
        {radiusFields.map((field) => (
          <TextField
            key={field}
            label={t(`studio.shapes.${field}`)}
            inputMode="numeric"
            autoComplete="off"
            value={editor.textOf(`shape.${field}`, draft.shape[field])}
            onChange={(text) => editor.type(`shape.${field}`, text)}
            errorMessage={editor.isInvalid(`shape.${field}`) ? t('studio.radiusInvalid') : undefined}
          />
        ))}
      </fieldset>
      <fieldset className={fieldGroup}>
        <legend>{t('studio.typeAndSpacing')}</legend>
        <Select
          label={t('studio.fontBody')}
          value={draft.fontBody}
          options={fontOptions}
          errorMessage={fontError(draft.fontBody)}
          onChange={(family) => family && set({ fontBody: family })}
        />
        <Select
          label={t('studio.fontHeading')}
          value={draft.fontHeading}
          options={fontOptions}
          errorMessage={fontError(draft.fontHeading)}
          onChange={(family) => family && set({ fontHeading: family })}
        />
        <Select
          label={t('studio.density')}
          value={draft.density}
          options={densities.map((density) => ({ value: density, label: t(`studio.densities.${density}`) }))}
          onChange={(density) => {
            const chosen = densities.find((known) => known === density);
            if (chosen) set({ density: chosen });
          }}
        />
      </fieldset>
      <fieldset className={fieldGroup}>
        <legend>{t('studio.contrast')}</legend>
        <Checkbox
          isSelected={draft.contrast === 'high'}
          onChange={(high) => set({ contrast: high ? 'high' : 'standard' })}
        >
          {t('studio.contrastHigh')}
        </Checkbox>
      </fieldset>
      <fieldset className={fieldGroup}>
        <legend>{t('studio.pinned')}</legend>
        {pinnableColours.map((pin: PinnableColour) => (
          <Checkbox
            key={pin}
            isSelected={draft.pinned?.includes(pin) ?? false}
            onChange={(on) => change(withPin(draft, pin, on))}
          >
            {t(`studio.pins.${pin}`)}
          </Checkbox>
        ))}
      </fieldset>
    </form>
  );
}
