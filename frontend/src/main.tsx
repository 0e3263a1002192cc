import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import { registerServiceWorker } from './pwa/registerServiceWorker';
import { holdBackUntilLoaded } from './shared/ui/firstLoad';
import { pickLanguage } from './i18n/languages';
import { activateLanguage } from './i18n/messages';
import './app/global.css';

/** Ends the current task, so that the browser may paint or handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in three tasks rather than one: loading the scripts, starting the router (which
 * asks for the page's data and loads its code) and rendering. On a slow phone each is a fraction
 * of the long task they made together, in which the page could not answer a tap.
 */
async function start() {
  holdBackUntilLoaded();
  // Spanish and German texts are loaded while the store and router are made.
  const language = activateLanguage(pickLanguage());
  const store = makeStore();
  // Lets queries that ask for it refetch when the window regains focus or the network returns.
  setupListeners(store.dispatch);
  await nextTask();

  const router = createBrowserRouter(createRoutes(store));
  await language;
  await nextTask();

  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
// Production builds only: in development Vite serves changing files that no worker should keep.
if (import.meta.env.PROD) registerServiceWorker();
