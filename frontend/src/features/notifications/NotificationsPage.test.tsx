import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationSettingDto } from '../../api';
import { aUser, failure, renderApp } from '../../test/renderApp';

const HOSTILE = `</script><script>alert("x")</script> & $&`;

const notice = (overrides: Partial<NotificationDto>): NotificationDto => ({
  id: 1,
  kind: 'reply',
  text: 'Cora Cook replied to your review of Coconut Dal',
  link: '/recipe/5#reviews',
  createdAt: new Date().toISOString(),
  read: false,
  ...overrides,
});

const page = (items: NotificationDto[], unread: number) => ({
  status: 200,
  body: { items, total: items.length, unread, limit: 20, offset: 0 },
});

const SETTINGS: NotificationSettingDto[] = [
  { kind: 'review', inApp: true, byEmail: true },
  { kind: 'reply', inApp: true, byEmail: false },
  { kind: 'follower', inApp: true, byEmail: true },
  { kind: 'approved', inApp: true, byEmail: true },
  { kind: 'hidden', inApp: true, byEmail: true },
];

describe('notifications', () => {
  it('shows the unread count on the bell, named for screen readers, and lists them newest first', async () => {
    const app = renderApp('/notifications', {
      user: aUser(),
      routes: {
        'GET /api/notifications/unread-count': [
          { status: 200, body: { unread: 2 } },
          { status: 200, body: { unread: 0 } },
        ],
        'GET /api/notifications': [
          page(
            [
              notice({ id: 2, text: `${HOSTILE} started following you`, kind: 'follower', link: '/cook/9' }),
              notice({ id: 1 }),
              notice({ id: 0, read: true, text: 'Your recipe Dal was approved and is now public' }),
            ],
            2,
          ),
          page(
            [
              notice({ id: 2, read: true, text: `${HOSTILE} started following you`, kind: 'follower', link: '/cook/9' }),
              notice({ id: 1, read: true }),
            ],
            0,
          ),
        ],
        'POST /api/notifications/read-all': { status: 204 },
      },
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `New${HOSTILE} started following you`,
      'NewCora Cook replied to your review of Coconut Dal',
      'Your recipe Dal was approved and is now public',
    ]);
    expect(links[0]).toHaveAttribute('href', '/cook/9');
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await app.events.click(markAll);
    await waitFor(() => expect(screen.getByText('All read')).toBeInTheDocument());
    expect(app.countOf('POST /api/notifications/read-all')).toBe(1);
    // Still there, and still focused: it says it has nothing left to do.
    expect(markAll).toHaveFocus();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    const app = renderApp('/notifications', {
      user: aUser(),
      routes: {
        'GET /api/notifications': page([notice({ id: 7 })], 1),
        'PUT /api/notifications/7/read': { status: 204 },
        'GET /api/recipes/5': failure(404, 'Recipe not found'),
      },
    });
    await app.events.click(await screen.findByRole('link', { name: /replied to your review/ }));
    await waitFor(() => expect(app.countOf('PUT /api/notifications/7/read')).toBe(1));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/recipe/5'));
  });

  it('lets a member switch each kind off, in the app and by email, on /profile', async () => {
    const app = renderApp('/profile', {
      user: aUser(),
      routes: {
        'GET /api/notifications/settings': [
          { status: 200, body: SETTINGS },
          { status: 200, body: SETTINGS.map((s) => (s.kind === 'follower' ? { ...s, byEmail: false } : s)) },
        ],
        'PUT /api/notifications/settings': {
          status: 200,
          body: SETTINGS.map((s) => (s.kind === 'follower' ? { ...s, byEmail: false } : s)),
        },
      },
    });
    const followersByEmail = await screen.findByRole('checkbox', { name: 'New followers, by email' });
    expect(followersByEmail).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Replies to my reviews, by email' })).not.toBeChecked();
    await app.events.click(followersByEmail);
    await waitFor(() =>
      expect(app.bodiesOf('PUT /api/notifications/settings')).toEqual([{ settings: [{ kind: 'follower', inApp: true, byEmail: false }] }]),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'New followers, by email' })).not.toBeChecked());
  });
});

describe('/unsubscribe', () => {
  it('asks first, then stops that kind of email without signing in', async () => {
    const app = renderApp('/unsubscribe?user=12&kind=reply&token=abc_DEF-1', {
      routes: { 'POST /api/notifications/unsubscribe': { status: 200, body: { kind: 'reply', byEmail: false } } },
    });
    expect(
      await screen.findByText("Stop emails about 'Replies to my reviews'? You will still see them under the bell in Plantry."),
    ).toBeInTheDocument();
    expect(app.countOf('POST /api/notifications/unsubscribe')).toBe(0);
    await app.events.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByText(/Done: no more emails about 'Replies to my reviews'/);
    await waitFor(() => expect(done).toHaveFocus());
    const [call] = app.fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/api/notifications/unsubscribe');
    expect(Object.fromEntries(call.searchParams)).toEqual({ kind: 'reply', user: '12', token: 'abc_DEF-1' });
  });

  it('says why a link is refused, and what is missing from one that is cut short', async () => {
    const app = renderApp('/unsubscribe?user=12&kind=reply&token=forged', {
      routes: { 'POST /api/notifications/unsubscribe': failure(400, 'This unsubscribe link is not valid') },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    app.unmount();
    renderApp('/unsubscribe?user=12&kind=everything');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not complete.');
  });
});
