import '@playsite/ui/fonts';
import './styles/global.css.ts';
import { brands } from '@playsite/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadNotices } from './account/notices.ts';
import { loadSystemStatus } from './account/system.ts';
import { brand } from './brand/index.ts';
import { initI18n } from './i18n/index.ts';
import { preloadPage } from './router/routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One class on the root element switches every token to the brand's values.
document.documentElement.classList.add(brands[brand.theme].className);
document.title = brand.name;

// Independent fetches at once instead of one after another.
loadSystemStatus();
loadNotices();
preloadPage(window.location.pathname);
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
