import { recordForms } from '../../test/forms';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plantryApi } from '../../api';
import { aUser, failure, renderApp, type Reply } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { SESSION_LOST_REDIRECT_MS } from '../auth/useSessionLostHandler';
import { memberSince } from './AccountInformation';

const cook = aUser({ role: 'home_cook' });
const SAVE = 'PATCH /api/auth/user';

async function openProfile(save?: Reply) {
  const app = renderApp('/profile', { user: cook, routes: save ? { [SAVE]: save } : {} });
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  return app;
}

async function rename(app: ReturnType<typeof renderApp>, firstName: string, lastName: string) {
  const first = screen.getByLabelText('First Name');
  const last = screen.getByLabelText('Last Name');
  await app.events.clear(first);
  await app.events.type(first, firstName);
  await app.events.clear(last);
  await app.events.type(last, lastName);
  await app.events.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('profile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the names to edit and the email, which cannot change', async () => {
    await openProfile();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Silva');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
  });

  it('shows the account information: type, email address and member-since date', async () => {
    await openProfile();
    const card = within(screen.getByText('Account Information').closest('.ant-card') as HTMLElement);
    expect(card.getByText('Account Type').nextSibling).toHaveTextContent('home cook');
    expect(card.getByText('Email Address').nextSibling).toHaveTextContent('ana@example.com');
    expect(card.getByText('Member Since').nextSibling).toHaveTextContent('March 1, 2024');
  });

  it.each([null, undefined, '', 'not a date'])('shows N/A as member-since date for %s', (createdAt) => {
    expect(memberSince(createdAt)).toBe('N/A');
  });

  it('offers a member without the cook role Become a Home Cook, which upgrades the account', async () => {
    const app = renderApp('/profile', {
      user: aUser({ role: 'registered' }),
      routes: { 'PATCH /api/profile/role': { status: 200, body: aUser({ role: 'home_cook' }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const card = within(screen.getByText('Account Information').closest('.ant-card') as HTMLElement);
    await app.events.click(card.getByRole('button', { name: 'Become a Home Cook' }));

    expect(await findToast('Success!')).toEqual({
      description: "You're now a home cook! You can start sharing recipes.",
      kind: 'success',
    });
    expect(app.bodiesOf('PATCH /api/profile/role')).toEqual([{ role: 'home_cook' }]);
    // The answered user is the current one at once: a cook is offered no upgrade.
    expect(await card.findByText('home cook')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Home Cook' })).not.toBeInTheDocument();
  });

  it.each(['home_cook', 'admin'] as const)('offers no upgrade to a %s', async (role) => {
    renderApp('/profile', { user: aUser({ role }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Account Information')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Home Cook' })).not.toBeInTheDocument();
  });

  it('saves trimmed names, says Profile updated and updates the signed-in user', async () => {
    const renamed = { ...cook, firstName: 'Ana Maria', lastName: 'Silva Costa' };
    const app = await openProfile({ status: 200, body: renamed });
    await rename(app, '  Ana Maria ', ' Silva Costa  ');

    expect(await findToast('Profile updated')).toEqual({ description: null, kind: 'success' });
    expect(app.bodiesOf(SAVE)).toEqual([{ firstName: 'Ana Maria', lastName: 'Silva Costa', bio: '' }]);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana Maria');
    const current = plantryApi.endpoints.getCurrentUser.select()(app.store.getState()).data;
    expect(current).toEqual(renamed);
  });

  it('saves the bio as written, trimmed, and says why the server refused one', async () => {
    const hostile = `</script><b>"Chef"</b> $& $\` cooks`;
    const app = await openProfile({ status: 200, body: { ...cook, bio: hostile } });
    const bio = screen.getByLabelText('Bio');
    expect(bio).toHaveAccessibleDescription(/shown on your cook profile/);
    await app.events.type(bio, `  ${hostile}  `);
    await app.events.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Profile updated')).toEqual({ description: null, kind: 'success' });
    expect(app.bodiesOf(SAVE)).toEqual([{ firstName: 'Ana', lastName: 'Silva', bio: hostile }]);
    expect(screen.getByLabelText('Bio')).toHaveValue(hostile);
  });

  it('reports the reason of a refused profile', async () => {
    const app = await openProfile(failure(400, 'Bio must be at most 300 characters'));
    await rename(app, 'Ana', 'Silva');
    expect(await findToast('Error')).toEqual({ description: 'Bio must be at most 300 characters', kind: 'error' });
  });

  it('uploads a chosen picture at once and offers to remove it', async () => {
    const pictured = { ...cook, profileImageUrl: '/uploads/avatars/ana.webp' };
    const app = renderApp('/profile', {
      user: cook,
      routes: { 'PUT /api/auth/user/avatar': { status: 200, body: pictured }, 'DELETE /api/auth/user/avatar': { status: 200, body: cook } },
    });
    const formsOf = recordForms();
    const choose = await screen.findByLabelText('Upload picture');
    await app.events.upload(choose, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await findToast('Picture updated')).toEqual({ description: null, kind: 'success' });
    expect(formsOf('PUT /api/auth/user/avatar')).toEqual([{ avatar: 'file:me.png' }]);
    await app.events.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(await findToast('Picture removed')).toEqual({ description: null, kind: 'success' });
    expect(await screen.findByLabelText('Upload picture')).toHaveFocus();
  });

  it('does not send blank names', async () => {
    const app = await openProfile({ status: 200, body: cook });
    await rename(app, '   ', 'Silva');
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(app.countOf(SAVE)).toBe(0);
  });

  it('says Saving... while the call runs', async () => {
    const app = await openProfile('pending');
    await rename(app, 'Ana', 'Silva');
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
  });

  it('reports a failure', async () => {
    const app = await openProfile(failure(500, 'Internal server error'));
    await rename(app, 'Ana', 'Silva');
    expect(await findToast('Error')).toEqual({
      description: 'Failed to update profile. Please try again.',
      kind: 'error',
    });
  });

  it('on 401 says Unauthorized, then signs in again through /api/login after 500 ms', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openProfile(failure(401, 'Unauthorized'));
    await rename(app, 'Ana', 'Silva');

    expect(await findToast('Unauthorized')).toEqual({
      description: 'You are logged out. Logging in again...',
      kind: 'error',
    });
    expect(screen.queryByText('Failed to update profile. Please try again.')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(SESSION_LOST_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fprofile');
    expect(SESSION_LOST_REDIRECT_MS).toBe(500);
  });
});

describe('Your Data', () => {
  it('offers the download, and deletes the account once the password confirms it', async () => {
    const app = renderApp('/profile', {
      user: aUser({ role: 'registered' }),
      routes: { 'DELETE /api/auth/user': [failure(403, 'That password is not right'), { status: 204 }] },
    });
    expect(await screen.findByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/auth/user/data');
    await app.events.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Your password, to confirm');
    expect(password).toHaveFocus();
    await app.events.type(password, 'wrong');
    await app.events.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await findToast('Error')).toEqual({ description: 'That password is not right', kind: 'error' });
    await app.events.clear(password);
    await app.events.type(password, 'right one');
    // (Its loading icon's leaving animation never ends in jsdom, and still names it.)
    await app.events.click(within(dialog).getByRole('button', { name: /Delete my account$/ }));
    expect((await findToast('Account deleted')).kind).toBe('success');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(app.bodiesOf('DELETE /api/auth/user')).toEqual([{ password: 'wrong' }, { password: 'right one' }]);
  });

  it('tells an admin that another admin deletes their account', async () => {
    renderApp('/profile', { user: aUser({ role: 'admin' }) });
    expect(await screen.findByText('An admin account is deleted by another admin.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });
});
