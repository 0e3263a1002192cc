import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

const withProvider = { 'GET /api/auth/providers': { status: 200, body: { providers: [{ id: 'oidc', name: 'Cooks ID' }] } } };

describe('auth page: signing in with a provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers no provider when none is set up', async () => {
    renderApp('/auth', { routes: { 'GET /api/auth/providers': { status: 200, body: { providers: [] } } } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('sends the browser to the provider, keeping where it was going', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const app = renderApp('/auth?returnTo=%2Ffavorites', { routes: withProvider });
    await app.events.click(await screen.findByRole('button', { name: 'Sign in with Cooks ID' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/oidc/start?returnTo=%2Ffavorites');
  });

  it('says why a sign-in with the provider came back without signing in', async () => {
    renderApp('/auth?signInError=pending-account', { routes: withProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in failed');
    expect(alert).toHaveTextContent('An account with this email is waiting for its activation.');
  });

  it('opens on the two-factor step when the provider sign-in needs the code', async () => {
    renderApp('/auth?secondStep=1', { routes: withProvider });
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });
});
