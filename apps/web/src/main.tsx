import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The first page's language is a chunk of its own (i18n.ts); the app renders once it is loaded.
await i18nReady;
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
