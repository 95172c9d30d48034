/**
 * Every font family the design system ships, at once: Storybook shows every brand. A page of the
 * site loads only its brand's (`@playsite/ui/fonts/families`, `loadFontFamilies`).
 */
import './fonts/inter.css';
import './fonts/nunito.css';
import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
