import { StrictMode, useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findToast } from '../../test/toasts';
import { offlineNote } from '../online';
import { NotificationsProvider, useNotifications, type Notifications } from './notifications';

/** Asks for a toast as soon as it mounts (child effects run before the provider's own). */
function ToastOnMount() {
  const notifications = useNotifications();
  useEffect(() => {
    notifications.success({ title: 'Saved', description: 'At once' });
  }, [notifications]);
  return null;
}

function ToastButton() {
  const notifications = useNotifications();
  return (
    <button type="button" onClick={() => notifications.info({ title: 'Hello', description: 'On click' })}>
      Greet
    </button>
  );
}

/** Renders the provider alone and gives its API (set by the effect that runs within render). */
function renderProvider(): Notifications {
  let api: Notifications | undefined;
  function Capture() {
    const notifications = useNotifications();
    useEffect(() => {
      api = notifications;
    }, [notifications]);
    return null;
  }
  render(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
  if (!api) throw new Error('The provider gave no API');
  return api;
}

// The toasts' code loads when the first toast is asked for; these are the calls made around that.
describe('NotificationsProvider', () => {
  // Its first import here is antd's first too, slower than a toast may take; the app has antd loaded.
  beforeAll(() => import('./toastRoot'));

  it('shows a toast asked for before the provider is ready', async () => {
    render(
      <NotificationsProvider>
        <ToastOnMount />
      </NotificationsProvider>,
    );
    expect(await findToast('Saved')).toEqual({ description: 'At once', kind: 'success' });
  });

  it('shows toasts after the provider mounted twice (StrictMode)', async () => {
    render(
      <StrictMode>
        <NotificationsProvider>
          <ToastButton />
        </NotificationsProvider>
      </StrictMode>,
    );
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Greet' }));
    expect(await findToast('Hello')).toEqual({ description: 'On click', kind: 'info' });
  });

  it('adds to an error toast shown offline that the network is needed', async () => {
    const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const api = renderProvider();
      api.error({ title: 'Error', description: 'Failed to update favorites' });
      expect(await findToast('Error')).toEqual({ description: `Failed to update favorites. ${offlineNote()}`, kind: 'error' });
    } finally {
      spy.mockRestore();
    }
  });

  it('loads the toasts before the first one when asked to prepare them', async () => {
    function Prepare() {
      const notifications = useNotifications();
      useEffect(() => notifications.prepare(), [notifications]);
      return null;
    }
    const before = document.body.childElementCount;
    render(
      <NotificationsProvider>
        <Prepare />
      </NotificationsProvider>,
    );
    // The test's own container, then the toasts' root.
    await waitFor(() => expect(document.body.childElementCount).toBe(before + 2));
  });

  it('tells when a toast is on the screen, or gives up waiting after the time allowed', async () => {
    const api = renderProvider();
    let seen = false;
    const shown = api.shown('Welcome').then(() => {
      seen = true;
    });
    await Promise.resolve();
    expect(seen).toBe(false);
    api.success({ title: 'Welcome', description: 'Shown' });
    await shown;
    expect(await findToast('Welcome')).toEqual({ description: 'Shown', kind: 'success' });

    const started = Date.now();
    await api.shown('Never asked for', 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  describe('where toasts show', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Shows a toast of `kind` with the screen `phone`-wide or not, and gives the toast's element. */
    async function showToast(kind: 'success' | 'error', phone: boolean) {
      const matchMedia = window.matchMedia.bind(window);
      vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
        query === '(max-width: 767px)' ? { ...matchMedia(query), matches: phone } : matchMedia(query),
      );
      const api = renderProvider();
      const title = `${kind} <b>"$&"</b>`;
      api[kind]({ title, description: 'Done' });
      await findToast(title);
      return screen.getByText(title).closest<HTMLElement>('.ant-notification-notice')!;
    }

    it('puts them at the bottom of a phone, away from its header, as polite status messages', async () => {
      const toast = await showToast('success', true);
      expect(toast.closest('.ant-notification')).toHaveClass('ant-notification-bottom');
      expect(toast).toHaveAttribute('role', 'status');
      expect(screen.getByRole('status')).toHaveTextContent('success <b>"$&"</b>Done');
    });

    it('puts them at the bottom right of wider screens; errors are alerts', async () => {
      const toast = await showToast('error', false);
      expect(toast.closest('.ant-notification')).toHaveClass('ant-notification-bottomRight');
      expect(toast).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('alert')).toHaveTextContent('error <b>"$&"</b>Done');
    });
  });
});
