import '@playsite/ui/fonts';
import './styles/global.css.ts';
import { brands } from '@playsite/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { brand } from './brand/index.ts';
import { initI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One class on the root element switches every token to the brand's values.
document.documentElement.classList.add(brands[brand.theme].className);
document.title = brand.name;

await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
