import { brands, defaultBrand } from '@playsite/ui/brands';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createFormsI18n } from './i18n.ts';

/** Wraps a form in the `forms` translations of one language. */
export function WithForms({ language = 'en', children }: { language?: string; children: ReactNode }) {
  return <I18nextProvider i18n={createFormsI18n(language)}>{children}</I18nextProvider>;
}

/** Puts a brand's theme class on the body, as the site does, so components get their tokens. */
export function applyBrand(brand: string = defaultBrand) {
  for (const name of Object.keys(brands)) document.body.classList.remove(brands[name]!.className);
  document.body.classList.add(brands[brand]!.className);
}
