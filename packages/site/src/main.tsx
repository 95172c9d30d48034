import './app/styles/global.css.ts';
import './app/styles/bootShell.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPage } from './app/routes.tsx';
import { loadBrandFonts } from './app/styles/brandFonts.ts';
import { loadSystemStatus } from './common/account/system.ts';
import { initI18n } from './common/i18n/index.ts';
import { loadNotices } from './features/notices/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Independent fetches at once instead of one after another.
loadSystemStatus();
loadNotices();
loadBrandFonts();
// No top-level await: it would switch off the bundler's merging of small shared chunks.
const i18nReady = initI18n();
// The page's code and its first data (a lobby's first games), through the query layer; the
// language the data is asked in is known from here on (initI18n has read it). In a task of its
// own: adding a preload link per file of the page costs a phone ~1 ms each, which in the same
// task as the start-up modules' evaluation made the longest task of the start.
setTimeout(() => preloadPage(window.location));
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
