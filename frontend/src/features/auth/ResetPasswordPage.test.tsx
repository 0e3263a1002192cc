import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderApp, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { INVALID_LINK_REDIRECT_MS } from './ResetPasswordPage';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function openForm(routes: Routes = {}) {
  const app = renderApp('/reset-password?token=reset-tok', { routes });
  expect(await heading('Create New Password')).toBeInTheDocument();
  return app;
}

async function choose(app: ReturnType<typeof renderApp>, password: string, confirmation: string) {
  await app.events.type(screen.getByLabelText('New Password'), password);
  await app.events.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await app.events.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('reset password: without a token', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the link is invalid, offers Return to Login, then goes to /auth', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/reset-password');

    expect(await findToast('Invalid Reset Link')).toEqual({
      description: 'This password reset link is invalid or has expired.',
      kind: 'error',
    });
    expect(await heading('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
    // Still here, and not on the way to /auth yet.
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.navigation.state).toBe('idle');

    act(() => {
      vi.advanceTimersByTime(INVALID_LINK_REDIRECT_MS);
    });
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('reset password: with a token', () => {
  it('asks for the new password twice, with Cancel back to /auth', async () => {
    await openForm();
    expect(screen.getByText("Enter your new password below. Make sure it's strong and secure.")).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/auth');
  });

  it('wants at least 6 characters in both fields', async () => {
    const app = await openForm();
    await choose(app, '12345', '12345');
    expect(await screen.findAllByText('Password must be at least 6 characters')).toHaveLength(2);
    expect(app.countOf('POST /api/reset-password')).toBe(0);
  });

  it("says Passwords don't match on the confirmation", async () => {
    const app = await openForm();
    await choose(app, 'new-secret', 'new-secreT');
    const message = await screen.findByText("Passwords don't match");
    expect(message.closest('.ant-form-item')).toHaveTextContent('Confirm New Password');
    expect(app.countOf('POST /api/reset-password')).toBe(0);
  });

  it('shows one error at a time under the confirmation: too short first, then the mismatch', async () => {
    const app = await openForm();
    await choose(app, 'a', 'b');
    const confirmation = () => screen.getByLabelText('Confirm New Password').closest('.ant-form-item')!;
    await vi.waitFor(() => expect(confirmation()).toHaveTextContent('Password must be at least 6 characters'));
    expect(confirmation()).not.toHaveTextContent("Passwords don't match");
    expect(confirmation().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);

    await app.events.type(screen.getByLabelText('Confirm New Password'), 'bbbbbb');
    // The first error fades out as the next shows: wait until it is gone.
    await vi.waitFor(() => {
      expect(confirmation()).toHaveTextContent("Passwords don't match");
      expect(confirmation()).not.toHaveTextContent('Password must be at least 6 characters');
    });
    expect(confirmation().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    expect(app.countOf('POST /api/reset-password')).toBe(0);
  });

  it('says Updating... while the call runs', async () => {
    const app = await openForm({ 'POST /api/reset-password': 'pending' });
    await choose(app, 'new-secret', 'new-secret');
    expect(await screen.findByRole('button', { name: /Updating\.\.\./ })).toBeInTheDocument();
  });

  it('updates the password and says so', async () => {
    const app = await openForm({
      'POST /api/reset-password': { status: 200, body: { message: 'Your password has been reset.' } },
    });
    await choose(app, 'new-secret', 'new-secret');

    expect(await findToast('Password Reset Successful')).toEqual({
      description: 'Your password has been updated. You can now log in with your new password.',
      kind: 'success',
    });
    expect(await heading('Password Reset Complete')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully updated.')).toBeInTheDocument();
    expect(screen.getByText('You can now log in to your account with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
    expect(app.bodiesOf('POST /api/reset-password')).toEqual([{ token: 'reset-tok', password: 'new-secret' }]);
  });

  it('keeps the form and shows the server message on failure', async () => {
    const app = await openForm({
      'POST /api/reset-password': failure(400, 'Password must be at least 8 characters'),
    });
    await choose(app, 'short7', 'short7');

    expect(await findToast('Password Reset Failed')).toEqual({
      description: 'Password must be at least 8 characters',
      kind: 'error',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });
});
