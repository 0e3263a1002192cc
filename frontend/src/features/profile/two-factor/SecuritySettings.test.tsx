import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure, renderApp, type Routes } from '../../../test/renderApp';
import { findToast } from '../../../test/toasts';
import { proofOf } from './proof';

const OFF = { enabled: false, recoveryCodesLeft: 0, required: false };
const ON = { enabled: true, recoveryCodesLeft: 10, required: false };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${'mnpqrstuvw'[i]}${'mnpqrstuvw'[i]}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Plantry:ana',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

async function openSecurity(routes: Routes, user = aUser()) {
  const app = renderApp('/profile', { user, routes });
  const card = within((await screen.findByText('Security')).closest('.ant-card') as HTMLElement);
  return { app, card };
}

describe('profile: two-factor sign-in', () => {
  it('reads six digits as a code and anything else as the password', () => {
    expect(proofOf('123 456')).toEqual({ code: '123456' });
    expect(proofOf('my-password')).toEqual({ password: 'my-password' });
  });

  it('turns on: QR code and key, a code from the app, then the recovery codes to save', async () => {
    const { app, card } = await openSecurity({
      'GET /api/auth/two-factor': [
        { status: 200, body: OFF },
        { status: 200, body: ON },
      ],
      'POST /api/auth/two-factor/setup': { status: 200, body: SETUP },
      'POST /api/auth/two-factor/enable': [failure(400, 'That code is not right.'), { status: 200, body: { recoveryCodes: CODES } }],
    });
    expect(await card.findByText('Off')).toBeInTheDocument();
    await app.events.click(card.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText('Code from your app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await app.events.type(code, '000000{Enter}');
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveFocus();

    await app.events.clear(code);
    await app.events.type(code, '123 456{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(CODES));
    expect(app.bodiesOf('POST /api/auth/two-factor/enable')).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();

    await app.events.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await findToast('Two-factor sign-in is on')).toMatchObject({ kind: 'success' });
    expect(await card.findByText('On')).toBeInTheDocument();
  });

  it('turns off after the password, and shows a wrong one in the dialog', async () => {
    const { app, card } = await openSecurity({
      'GET /api/auth/two-factor': [
        { status: 200, body: ON },
        { status: 200, body: OFF },
      ],
      'POST /api/auth/two-factor/disable': [failure(403, 'That password or code is not right.'), { status: 200, body: OFF }],
    });
    await app.events.click(await card.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    const field = within(dialog).getByLabelText('Your password, or a code from your authenticator app');
    await app.events.type(field, 'wrong-password{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That password or code is not right.');
    await app.events.clear(field);
    await app.events.type(field, 'fixture-password-1{Enter}');
    expect(await findToast('Two-factor sign-in is off')).toMatchObject({ kind: 'success' });
    expect(app.bodiesOf('POST /api/auth/two-factor/disable')).toEqual([{ password: 'wrong-password' }, { password: 'fixture-password-1' }]);
  });

  it('offers an admin new codes and a new authenticator, but no turning off', async () => {
    const { app, card } = await openSecurity(
      {
        'GET /api/auth/two-factor': { status: 200, body: { ...ON, recoveryCodesLeft: 2, required: true } },
        'POST /api/auth/two-factor/recovery-codes': { status: 200, body: { recoveryCodes: CODES } },
      },
      aUser({ role: 'admin' }),
    );
    expect(await card.findByText('Admins keep two-factor sign-in on once it is set up.')).toBeInTheDocument();
    expect(card.getByText(/2 of 10 recovery codes left: make new ones/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    await app.events.click(card.getByRole('button', { name: 'Make new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes' });
    await app.events.type(within(dialog).getByLabelText('Your password, or a code from your authenticator app'), '654321{Enter}');
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(app.bodiesOf('POST /api/auth/two-factor/recovery-codes')).toEqual([{ code: '654321' }]);
  });
});
