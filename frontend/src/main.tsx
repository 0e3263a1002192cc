import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { setupListeners } from '@reduxjs/toolkit/query';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import './app/global.css';

const store = makeStore();
// Lets queries that ask for it refetch when the window regains focus or the network returns.
setupListeners(store.dispatch);

const router = createBrowserRouter(createRoutes(store.dispatch));

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
