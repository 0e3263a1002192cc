import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure, renderApp, type AppOptions } from '../../test/renderApp';
import { findToast } from '../../test/toasts';

const ana = aUser();
const CHALLENGE = { status: 202, body: { twoFactorRequired: true, expiresAt: '2030-01-01T00:05:00.000Z' } };

async function passwordStep(options: AppOptions) {
  const app = renderApp('/auth', options);
  await app.events.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await app.events.type(screen.getByLabelText('Password'), 'secret-password');
  await app.events.click(screen.getByRole('button', { name: 'Sign In' }));
  return app;
}

describe('auth page: the second step of a sign-in', () => {
  it('asks for the code after a right password, with the field focused, then signs in', async () => {
    const { router, bodiesOf, events } = await passwordStep({
      users: [null, ana],
      routes: { 'POST /api/login': CHALLENGE, 'POST /api/login/two-factor': { status: 200, body: ana } },
    });
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription(/Open your authenticator app/);

    await events.type(code, '123456{Enter}');
    expect(await findToast('Welcome back!')).toEqual({ description: 'You have been logged in successfully.', kind: 'success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(bodiesOf('POST /api/login/two-factor')).toEqual([{ code: '123456' }]);
  });

  it("shows the server's refusal under the field and keeps the focus there", async () => {
    const app = await passwordStep({
      routes: { 'POST /api/login': CHALLENGE, 'POST /api/login/two-factor': failure(401, 'That code is not right. Check the time.') },
    });
    const code = await screen.findByLabelText('Authentication code');
    await app.events.type(code, '000000');
    await app.events.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check the time.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the code is six digits before sending it', async () => {
    const app = await passwordStep({ routes: { 'POST /api/login': CHALLENGE } });
    await app.events.type(await screen.findByLabelText('Authentication code'), '12a');
    await app.events.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(app.countOf('POST /api/login/two-factor')).toBe(0);
  });

  it("takes a recovery code after 'Use a recovery code'", async () => {
    const app = await passwordStep({
      users: [null, ana],
      routes: { 'POST /api/login': CHALLENGE, 'POST /api/login/two-factor': { status: 200, body: ana } },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await app.events.type(field, 'abcd-efgh-jkmn{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeInTheDocument();
    expect(app.bodiesOf('POST /api/login/two-factor')).toEqual([{ recoveryCode: 'abcd-efgh-jkmn' }]);
  });

  it('goes back to the password when the waiting sign-in has expired', async () => {
    const app = await passwordStep({
      routes: {
        'POST /api/login': CHALLENGE,
        'POST /api/login/two-factor': failure(401, 'Your sign-in has expired. Please enter your email and password again.'),
      },
    });
    await app.events.type(await screen.findByLabelText('Authentication code'), '123456{Enter}');
    expect(await findToast('Login failed')).toEqual({
      description: 'Your sign-in has expired. Please enter your email and password again.',
      kind: 'error',
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
