import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure, renderApp, type Reply, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const VERIFY = 'POST /api/verify-email';
const SIGN_IN = 'POST /api/verify-email/sign-in';
const activation = { message: 'Your email has been verified and your account is now active.', email: 'ana@example.com', signInReady: true };
const verified: Reply = { status: 200, body: activation };
const invalidLink = failure(400, 'The verification link is invalid or has expired.');

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('verify email: with a token', () => {
  it('says it is verifying while the call runs', async () => {
    renderApp('/verify-email?token=tok-123', { routes: { [VERIFY]: 'pending' } });
    expect(await heading('Verifying Email')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we verify your email address...')).toBeInTheDocument();
  });

  it('activates the account once, with the token in the body, names it, and signs nobody in', async () => {
    const { countOf, bodiesOf } = renderApp('/verify-email?token=tok-123', { routes: { [VERIFY]: verified } });
    expect(await heading('Account Activated Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Your email has been verified and your account is now active. You can now log in with your credentials.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'This link was for ana@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('ana@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Log In to Your Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Recipes First' })).toHaveAttribute('href', '/');
    expect(bodiesOf(VERIFY)).toEqual([{ token: 'tok-123' }]);
    expect(countOf(SIGN_IN)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it("signs in as the activated account when 'Log In to Your Account' is pressed", async () => {
    const ana = aUser({ email: 'ana@example.com' });
    const { events, countOf, router } = renderApp('/verify-email?token=tok-123', {
      users: [null, ana],
      routes: { [VERIFY]: verified, [SIGN_IN]: { status: 200, body: ana } },
    });
    await events.click(await screen.findByRole('button', { name: 'Log In to Your Account' }));
    expect(await findToast('Welcome back!')).toEqual({ description: 'You have been logged in successfully.', kind: 'success' });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(countOf(SIGN_IN)).toBe(1);
    expect(countOf(VERIFY)).toBe(1);
  });

  it('sends to the sign-in page when the offer has gone (another browser, 10 minutes later)', async () => {
    const { events, router } = renderApp('/verify-email?token=tok-123', {
      routes: { [VERIFY]: verified, [SIGN_IN]: failure(401, 'Please log in with your email and password.') },
    });
    await events.click(await screen.findByRole('button', { name: 'Log In to Your Account' }));
    expect(await findToast('Login failed')).toEqual({ description: 'Please log in with your email and password.', kind: 'error' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('links to the sign-in page when the account was already verified', async () => {
    renderApp('/verify-email?token=tok-123', { routes: { [VERIFY]: { status: 200, body: { ...activation, signInReady: false } } } });
    expect(await screen.findByRole('link', { name: 'Log In to Your Account' })).toHaveAttribute('href', '/auth');
  });

  it('fails once, without retrying, and offers a new link', async () => {
    const { countOf } = renderApp('/verify-email?token=tok-123', { routes: { [VERIFY]: invalidLink } });
    expect(await heading('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('The verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    expect(countOf(VERIFY)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('resends the link from the failure screen', async () => {
    const { events, bodiesOf } = renderApp('/verify-email?token=tok-123', {
      routes: {
        [VERIFY]: invalidLink,
        'POST /api/resend-verification': { status: 200, body: { message: 'A new link is on its way.' } },
      },
    });
    await events.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await events.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await findToast('Verification Email Sent')).toEqual({ description: 'A new link is on its way.', kind: 'success' });
    expect(bodiesOf('POST /api/resend-verification')).toEqual([{ email: 'ana@example.com' }]);
  });
});

describe('verify email: without a token', () => {
  async function resend(routes: Routes, email = 'ana@example.com') {
    const app = renderApp('/verify-email', { routes });
    if (email) await app.events.type(await screen.findByRole('textbox', { name: 'Email' }), email);
    await app.events.click(await screen.findByRole('button', { name: 'Send Verification Email' }));
    return app;
  }

  it('offers to send the link again', async () => {
    renderApp('/verify-email');
    expect(await heading('Email Verification')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address to resend the verification link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  it('asks for an email address before sending', async () => {
    const { countOf } = await resend({}, '');
    expect(await findToast('Email Required')).toEqual({
      description: 'Please enter your email address to resend verification.',
      kind: 'warning',
    });
    expect(countOf('POST /api/resend-verification')).toBe(0);
  });

  it('treats blanks as no address', async () => {
    const { countOf } = await resend({}, '   ');
    expect(await findToast('Email Required')).toBeTruthy();
    expect(countOf('POST /api/resend-verification')).toBe(0);
  });

  it('says Sending... while the call runs', async () => {
    await resend({ 'POST /api/resend-verification': 'pending' });
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
  });

  it('says the email was sent', async () => {
    const { bodiesOf } = await resend({
      'POST /api/resend-verification': { status: 200, body: { message: 'A new link is on its way.' } },
    });
    expect(await findToast('Verification Email Sent')).toEqual({ description: 'A new link is on its way.', kind: 'success' });
    expect(bodiesOf('POST /api/resend-verification')).toEqual([{ email: 'ana@example.com' }]);
  });

  it('reports a failure with the server message', async () => {
    await resend({ 'POST /api/resend-verification': failure(429, 'Too many requests. Please try again later.') });
    expect(await findToast('Failed to Resend')).toEqual({
      description: 'Too many requests. Please try again later.',
      kind: 'error',
    });
  });

  it('reports a failure without a server message in its own words', async () => {
    await resend({ 'POST /api/resend-verification': { status: 502, body: 'Bad gateway' } });
    expect(await findToast('Failed to Resend')).toEqual({
      description: 'Failed to resend verification email.',
      kind: 'error',
    });
  });
});
