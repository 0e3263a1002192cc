import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../test/catalogue';
import { failure, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { aContactMessage, adminPage, openAdmin, rowOf } from './adminFixtures';

const LIST = '/api/admin/contact-messages';
const waiting = aContactMessage();
const handled = aContactMessage({ id: 10, subject: 'Broken link', handledAt: '2024-06-03T10:00:00.000Z' });

function messages(routes: Routes = {}) {
  return openAdmin('/admin?tab=messages', { [`GET ${LIST}`]: adminPage([waiting], 1, { unhandled: 1 }), ...routes });
}

describe('messages', () => {
  it('lists the messages waiting, with a way to reply and to read them', async () => {
    const { events, fetchMock } = messages();
    const row = await rowOf('Recipe idea');
    expect(within(row).getByText('Sam Green')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(within(row).getByText('1 Jun 2024')).toBeInTheDocument();
    expect(queriesTo(fetchMock, LIST)).toEqual([{ limit: '20', offset: '0', handled: 'false' }]);

    expect(screen.queryByText(/Could you add a section/)).not.toBeInTheDocument();
    const show = within(row).getByRole('button', { name: 'Show message: Recipe idea' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await events.click(show);
    expect(await screen.findByText(/Could you add a section for quick lunches\?/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hide message: Recipe idea' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("names every column, the expand buttons' too, in a box a keyboard can scroll", async () => {
    messages();
    await rowOf('Recipe idea');
    const region = screen.getByRole('region', { name: 'Messages table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Message text', 'Subject', 'From', 'Received', 'Actions']);
  });

  it("marks a message handled: 'Message marked as handled'", async () => {
    const { events, bodiesOf, countOf } = messages({
      [`GET ${LIST}`]: [adminPage([waiting], 1, { unhandled: 1 }), adminPage([], 0, { unhandled: 0 })],
      'PATCH /api/admin/contact-messages/9': { status: 200, body: { ...waiting, handledAt: '2024-06-02T10:00:00.000Z' } },
    });
    await events.click(within(await rowOf('Recipe idea')).getByRole('button', { name: 'Mark handled: Recipe idea' }));
    expect(await findToast('Success')).toEqual({ description: 'Message marked as handled', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/contact-messages/9')).toEqual([{ handled: true }]);
    expect(await screen.findByText('No messages waiting')).toBeInTheDocument();
    // The unread counter is asked for again.
    expect(countOf('GET /api/admin/stats')).toBe(2);
  });

  it('shows all messages on request and puts a handled one back among those waiting', async () => {
    const { events, fetchMock, bodiesOf } = messages({
      [`GET ${LIST}`]: [adminPage([waiting], 1, { unhandled: 1 }), adminPage([handled, waiting], 2, { unhandled: 1 })],
      'PATCH /api/admin/contact-messages/10': { status: 200, body: { ...handled, handledAt: null } },
    });
    await rowOf('Recipe idea');
    await events.click(within(screen.getByRole('radiogroup', { name: 'Messages to show' })).getByText('All'));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ limit: '20', offset: '0' }));
    const row = await rowOf('Broken link');
    expect(within(row).getByText('Handled')).toBeInTheDocument();
    await events.click(within(row).getByRole('button', { name: 'Mark unhandled: Broken link' }));
    expect(await findToast('Success')).toEqual({ description: 'Message marked as waiting', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/contact-messages/10')).toEqual([{ handled: false }]);
  });

  it("says 'No messages waiting' when there are none", async () => {
    messages({ [`GET ${LIST}`]: adminPage([], 0, { unhandled: 0 }) });
    expect(await screen.findByText('No messages waiting')).toBeInTheDocument();
  });

  it("shows the server's message when marking fails", async () => {
    const { events } = messages({ 'PATCH /api/admin/contact-messages/9': failure(404, 'Message not found') });
    await events.click(within(await rowOf('Recipe idea')).getByRole('button', { name: 'Mark handled: Recipe idea' }));
    expect(await findToast('Error')).toEqual({ description: 'Message not found', kind: 'error' });
  });
});
