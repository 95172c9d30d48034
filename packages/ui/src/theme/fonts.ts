/**
 * The font files every brand uses, from local fontsource packages (no CDN). Import once
 * (`@playsite/ui/fonts`): Storybook at start, the site once a first visit's main content has
 * painted (site/src/styles/brandFonts.ts). Each file declares `unicode-range`s, so the browser only
 * downloads the scripts a page really shows.
 */
import './variableFonts.css';
import '@fontsource/cinzel/400.css';
import '@fontsource/cinzel/700.css';
import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
