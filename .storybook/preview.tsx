import type { Decorator, Preview } from '@storybook/react-vite';
import { isValidElement, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import '../packages/ui/src/theme/fonts';
import '../packages/ui/src/styles/global.css';
import { brandNames, brands, defaultBrand } from '../packages/ui/src/theme/brands';
import { htmlLang, i18n, type Locale, locales } from './i18n';

const isBrand = (value: unknown): value is string => brandNames.includes(value as string);
const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in locales;

/**
 * Applies the brand class to the story root and to <body>, so portals (modals, popovers,
 * toasts) rendered outside the story root are themed too; sets `lang` and the i18next language.
 */
const withBrandAndLocale: Decorator = (Story, context) => {
  const brand = isBrand(context.globals.brand) ? context.globals.brand : defaultBrand;
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const className = brands[brand]!.className;

  if (i18n.language !== locale) void i18n.changeLanguage(locale);

  useEffect(() => {
    const all = brandNames.map((name) => brands[name]!.className);
    document.body.classList.remove(...all);
    document.body.classList.add(className);
    document.documentElement.lang = htmlLang[locale];
  }, [className, locale]);

  return (
    <I18nextProvider i18n={i18n}>
      <div className={className} data-brand={brand} lang={htmlLang[locale]}>
        <Story />
      </div>
    </I18nextProvider>
  );
};

/**
 * Slots that hold elements (a header's account area, an empty state's action) and callbacks get no
 * control: the panel would print them as minified code, one line thousands of pixels wide. Their
 * type still shows in the table; designers change them by picking another story.
 */
const noCodeControls: NonNullable<Preview['argTypesEnhancers']>[number] = ({ argTypes, initialArgs }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const value: unknown = initialArgs[name];
      const isCode = isValidElement(value) || typeof value === 'function';
      return [name, isCode ? { ...argType, control: false } : argType];
    }),
  );

/**
 * The viewport toolbar: Storybook's sizes and the ones site pages are reviewed at. A story that
 * names one in its globals (page stories) is rendered at that size by the visual test too
 * (tests/visual/stories.spec.ts).
 */
const viewports = {
  ...MINIMAL_VIEWPORTS,
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '800px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

const preview: Preview = {
  decorators: [withBrandAndLocale],
  argTypesEnhancers: [noCodeControls],
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((name) => ({ value: name, title: brands[name]!.label })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrand, locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { options: viewports },
    // Chromatic (teams with a project token): capture every story in every registered brand.
    chromatic: {
      modes: Object.fromEntries(brandNames.map((name) => [name, { brand: name }])),
      pauseAnimationAtEnd: true,
    },
  },
};

export default preview;
