import '@playsite/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { initI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
