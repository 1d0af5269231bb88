import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fontFamily } from './app/theme';
import { reloadOnNewVersion } from './platform/version-marker';
import './app/global.css';

if (!reloadOnNewVersion()) {
  // Plain headings and paragraphs (sign-in, sign-up, checkout) inherit the body's font, which antd leaves alone.
  document.body.style.fontFamily = fontFamily;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
