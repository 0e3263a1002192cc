import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, failure, renderApp, type Reply } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { SESSION_LOST_REDIRECT_MS } from '../auth/useSessionLostHandler';
import { RELOAD_DELAY_MS } from './BecomeHomeCookButton';

const UPGRADE = 'PATCH /api/profile/role';

async function upgrade(reply: Reply) {
  const app = renderApp('/', { user: aUser({ role: 'registered' }), routes: { [UPGRADE]: reply } });
  await app.events.click(await screen.findByRole('button', { name: 'Become a Home Cook' }));
  return app;
}

describe('Become a Home Cook (signed-in home)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says Upgrading... while the call runs', async () => {
    await upgrade('pending');
    expect(await screen.findByRole('button', { name: /Upgrading\.\.\./ })).toBeInTheDocument();
  });

  it('upgrades, says so, shows the home cook at once and reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await upgrade({ status: 200, body: aUser({ role: 'home_cook' }) });

    expect(await findToast('Success!')).toEqual({
      description: "You're now a home cook! You can start sharing recipes.",
      kind: 'success',
    });
    expect(app.bodiesOf(UPGRADE)).toEqual([{ role: 'home_cook' }]);
    expect(await screen.findByRole('tab', { name: 'My Recipes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Home Cook' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(RELOAD_DELAY_MS);
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reports a failure and keeps the button', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await upgrade(failure(500, 'Internal server error'));
    expect(await findToast('Error')).toEqual({ description: 'Failed to upgrade account', kind: 'error' });
    expect(screen.getByRole('button', { name: 'Become a Home Cook' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 401 says Unauthorized and signs in again through /api/login after 500 ms', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await upgrade(failure(401, 'Unauthorized'));

    expect(await findToast('Unauthorized')).toEqual({
      description: 'You are logged out. Logging in again...',
      kind: 'error',
    });
    expect(screen.queryByText('Failed to upgrade account')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(SESSION_LOST_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2F');
  });
});
