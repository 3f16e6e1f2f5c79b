import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import { brandingStore } from './lib/branding';
import { initI18n } from './lib/i18n';
import { api, session, store, tokens } from './lib/session';
import { writeSessionHint } from './lib/session-hint';
import './styles/app.css';

async function boot() {
  // Language first: the right stylesheet and direction are in place before the first paint.
  const language = initI18n(store);
  const signedIn = tokens.getRefresh() !== null;
  // The screens this address shows download beside the texts, not after the first render.
  preloadScreens(window.location.pathname, signedIn);
  // As storage says now (another tab may have signed out): the server's next page follows it.
  writeSessionHint(signedIn);
  // The cached (or default) brand is applied at once; the server's follows when it is stale.
  void brandingStore.start();
  await language;
  void session.start(() => api.refreshAccessToken());
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
