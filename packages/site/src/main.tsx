import './app/styles/global.css.ts';
import './app/styles/bootShell.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPage } from './app/routes.tsx';
import { loadBrandFonts } from './app/styles/brandFonts.ts';
import { loadNotices } from './features/notices/index.ts';
import { loadSystemStatus } from './shared/account/system.ts';
import { initI18n } from './shared/i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Independent fetches at once instead of one after another.
loadSystemStatus();
loadNotices();
loadBrandFonts();
const pageModule = preloadPage(window.location.pathname);
// No top-level await: it would switch off the bundler's merging of small shared chunks.
const i18nReady = initI18n();
// The page's first data (a lobby's first games) is asked for as soon as its code is there; the
// language it needs is known from the start (initI18n has read it).
pageModule.then((module) => module?.prefetch?.(new URLSearchParams(window.location.search)));
i18nReady.then(() => {
  // A transition renders in slices that yield to the browser, so start-up never blocks input.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
