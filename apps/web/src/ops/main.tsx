import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app.tsx';
import { getConsoleLocale } from './i18n.ts';
import './ops-global.css';

document.documentElement.lang = getConsoleLocale();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
