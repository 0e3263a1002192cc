import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure, renderApp, type AppOptions } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const ana = aUser();

async function signIn(path: string, options: AppOptions, email = 'ana@example.com', password = 'secret1') {
  const app = renderApp(path, options);
  await app.events.type(await screen.findByLabelText('Email'), email);
  await app.events.type(screen.getByLabelText('Password'), password);
  await app.events.click(screen.getByRole('button', { name: 'Sign In' }));
  return app;
}

describe('auth page: login', () => {
  it('opens on the Login tab of a card', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('signs in: welcomes back, stores and refetches the user, then goes home', async () => {
    const { router, bodiesOf, countOf } = await signIn('/auth', {
      users: [null, ana],
      routes: { 'POST /api/login': { status: 200, body: ana } },
    });

    expect(await findToast('Welcome back!')).toEqual({
      description: 'You have been logged in successfully.',
      kind: 'success',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesOf('POST /api/login')).toEqual([{ email: 'ana@example.com', password: 'secret1' }]);
    expect(countOf('GET /api/auth/user')).toBe(2);
  });

  it('shows the user returned by sign-in even before the refetch answers', async () => {
    await signIn('/auth', { users: [null, 'pending'], routes: { 'POST /api/login': { status: 200, body: ana } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
  });

  it('returns to a same-site returnTo path after signing in', async () => {
    const { router } = await signIn('/auth?returnTo=%2Ffavorites', {
      users: [null, ana],
      routes: { 'POST /api/login': { status: 200, body: ana } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('goes home instead of to another site', async () => {
    const { router } = await signIn('/auth?returnTo=%2F%2Fevil.example', {
      users: [null, ana],
      routes: { 'POST /api/login': { status: 200, body: ana } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says Login failed with the server message and stays on the form', async () => {
    const { router, countOf } = await signIn('/auth', {
      routes: { 'POST /api/login': failure(401, 'Invalid email or password') },
    });
    expect(await findToast('Login failed')).toEqual({ description: 'Invalid email or password', kind: 'error' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(countOf('GET /api/auth/user')).toBe(1);
  });

  it('checks the email and the 6-character password before calling the server', async () => {
    const { countOf } = await signIn('/auth', {}, 'not-an-email', '12345');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(countOf('POST /api/login')).toBe(0);
  });

  it('says Signing in... while the call runs', async () => {
    await signIn('/auth', { routes: { 'POST /api/login': 'pending' } });
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
  });

  it('offers an unverified account (403) a new activation email for that address', async () => {
    const unverified = 'Please verify your email address before signing in. Check your inbox for the activation link.';
    const { events, bodiesOf } = await signIn('/auth', {
      routes: {
        'POST /api/login': failure(403, unverified),
        'POST /api/resend-verification': { status: 200, body: { message: 'A new activation link is on its way.' } },
      },
    });
    expect(await findToast('Login failed')).toEqual({ description: unverified, kind: 'error' });
    expect(screen.getByText('Your email address is not verified yet')).toBeInTheDocument();
    expect(screen.getByText('Follow the link we emailed to ana@example.com, or get a new one.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await findToast('Verification Email Sent')).toEqual({
      description: 'A new activation link is on its way.',
      kind: 'success',
    });
    expect(bodiesOf('POST /api/resend-verification')).toEqual([{ email: 'ana@example.com' }]);
  });

  it('says Failed to send email when that resend fails', async () => {
    const { events } = await signIn('/auth', {
      routes: {
        'POST /api/login': failure(403, 'Please verify your email address before signing in.'),
        'POST /api/resend-verification': failure(429, 'Too many requests. Please try again later.', {
          'Retry-After': '60',
        }),
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await findToast('Failed to send email')).toEqual({
      description: 'Too many requests. Please try again later.',
      kind: 'error',
    });
  });
});

describe('auth page: ?verified=true', () => {
  it('congratulates and rewrites the address to /auth', async () => {
    const { router } = renderApp('/auth?verified=true');
    expect(await findToast('Email Verified Successfully!')).toEqual({
      description: 'Your account is now activated. You can log in with your credentials.',
      kind: 'success',
    });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says nothing without it', async () => {
    renderApp('/auth');
    await screen.findByRole('tab', { name: 'Login' });
    expect(screen.queryByText('Email Verified Successfully!')).not.toBeInTheDocument();
  });
});

describe('auth page: forgot password', () => {
  async function openResetForm(options: AppOptions = {}) {
    const app = renderApp('/auth', options);
    await app.events.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    return app;
  }

  async function requestLink(app: ReturnType<typeof renderApp>, email = 'ana@example.com') {
    await app.events.type(screen.getByLabelText('Email'), email);
    await app.events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it('asks for a required email, and Cancel goes back to login', async () => {
    const app = await openResetForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await app.events.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(app.countOf('POST /api/forgot-password')).toBe(0);

    await app.events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('says Sending... while the request runs', async () => {
    const app = await openResetForm({ routes: { 'POST /api/forgot-password': 'pending' } });
    await requestLink(app);
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
  });

  it('sends the link, says so and closes', async () => {
    const app = await openResetForm({
      routes: { 'POST /api/forgot-password': { status: 200, body: { message: 'If an account exists, a link was sent.' } } },
    });
    await requestLink(app);
    expect(await findToast('Password Reset Email Sent')).toEqual({
      description: 'Please check your email for the password reset link.',
      kind: 'success',
    });
    expect(app.bodiesOf('POST /api/forgot-password')).toEqual([{ email: 'ana@example.com' }]);
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('keeps the form open and reports a failure', async () => {
    const app = await openResetForm({
      routes: { 'POST /api/forgot-password': failure(429, 'Too many requests. Please try again later.') },
    });
    await requestLink(app);
    expect(await findToast('Failed to send reset email')).toEqual({
      description: 'Too many requests. Please try again later.',
      kind: 'error',
    });
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });
});
