import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, failure, renderApp, type Routes } from '../../../test/renderApp';

const LAPTOP = { id: 7, name: 'Laptop', createdAt: '2026-11-01T10:00:00Z', lastUsedAt: null };

async function openPasskeys(routes: Routes) {
  const app = renderApp('/profile', {
    user: aUser(),
    routes: { 'GET /api/auth/two-factor': { status: 200, body: { enabled: false, recoveryCodesLeft: 0, required: false } }, ...routes },
  });
  const section = within((await screen.findByRole('heading', { name: 'Passkeys' })).closest('section') as HTMLElement);
  return { app, section };
}

describe('profile: passkeys', () => {
  it('lists the passkeys with their dates, and renames one in place, showing a refusal beside it', async () => {
    const { app, section } = await openPasskeys({
      'GET /api/auth/passkeys': [
        { status: 200, body: [LAPTOP] },
        { status: 200, body: [{ ...LAPTOP, name: 'Work laptop' }] },
      ],
      'PATCH /api/auth/passkeys/7': [failure(400, 'Give the passkey a name'), { status: 200, body: { ...LAPTOP, name: 'Work laptop' } }],
    });
    expect(await section.findByText('Laptop')).toBeInTheDocument();
    expect(section.getByText(/Not used yet/)).toBeInTheDocument();
    await app.events.click(section.getByRole('button', { name: 'Rename Laptop' }));
    const input = section.getByLabelText('New name for Laptop');
    expect(input).toHaveFocus();
    await app.events.clear(input);
    await app.events.type(input, ' {Enter}');
    expect(await section.findByRole('alert')).toHaveTextContent('Give the passkey a name');
    await app.events.type(input, 'Work laptop{Enter}');
    expect(await section.findByText('Work laptop')).toBeInTheDocument();
  });

  it('removes a passkey only after the confirmation', async () => {
    const { app, section } = await openPasskeys({
      'GET /api/auth/passkeys': [
        { status: 200, body: [LAPTOP] },
        { status: 200, body: [] },
      ],
      'DELETE /api/auth/passkeys/7': { status: 204 },
    });
    await app.events.click(await section.findByRole('button', { name: 'Remove Laptop' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove the passkey "Laptop"?');
    await app.events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await section.findByText('No passkeys yet.')).toBeInTheDocument();
  });
});
