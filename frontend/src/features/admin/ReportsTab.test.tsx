import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationEntryDto, ReportedItemDto } from '../../api';
import { findToast } from '../../test/toasts';
import { adminPage, openAdmin } from './adminFixtures';

const HOSTILE = `</script><b>"x"</b> & $& $\``;

const item = (overrides: Partial<ReportedItemDto['content']> = {}): ReportedItemDto => ({
  content: {
    kind: 'review',
    id: 41,
    exists: true,
    context: 'Coconut Dal',
    text: `Awful ${HOSTILE}`,
    rating: 1,
    link: '/recipe/5',
    ownerId: 8,
    ownerName: 'Rex Reviewer',
    hidden: false,
    ...overrides,
  },
  reports: [
    { id: 1, reason: 'offensive', note: 'Rude words', reporterId: 9, reporterName: 'Rae Reporter', createdAt: '2026-11-20T10:00:00.000Z' },
  ],
  firstReportedAt: '2026-11-20T10:00:00.000Z',
});

const entry: ModerationEntryDto = {
  id: 3,
  action: 'hide',
  targetKind: 'review',
  targetId: 41,
  summary: `★ Awful ${HOSTILE}`,
  reason: 'Insults',
  adminId: 1,
  adminName: 'Ada Admin',
  targetUserId: 8,
  targetUserName: 'Rex Reviewer',
  suspendedUntil: null,
  createdAt: '2026-11-21T09:30:00.000Z',
};

describe('the Reports tab', () => {
  it('shows reported content in its context with its reports, and the moderation log', async () => {
    openAdmin('/admin?tab=reports', {
      'GET /api/admin/reports': adminPage([
        item(),
        item({ kind: 'reply', id: 7, exists: false, context: null, text: null, link: null, ownerId: null, ownerName: null }),
      ]),
      'GET /api/admin/moderation-log': adminPage([
        { ...entry, id: 2, action: 'auto_hide', adminId: null, adminName: null, reason: 'Reported by 3 trusted members' },
      ]),
    });
    const queue = await screen.findByRole('table', { name: 'Reported content' });
    await within(queue).findByRole('link', { name: 'Coconut Dal' });
    const [review, gone] = within(queue).getAllByRole('row').slice(1);
    expect(within(review).getByRole('link', { name: 'Coconut Dal' })).toHaveAttribute('href', '/recipe/5');
    expect(within(review).getByText(`Awful ${HOSTILE}`)).toBeInTheDocument();
    expect(within(review).getByText('Offensive or hateful')).toBeInTheDocument();
    expect(within(review).getByText('Rude words')).toBeInTheDocument();
    expect(
      within(review)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dismiss', 'Hide', 'Warn', 'Suspend', 'Delete'].map((action) => `${action}: review by Rex Reviewer`));
    expect(within(gone).getByText('This content is gone: its writer deleted it.')).toBeInTheDocument();
    expect(
      within(gone)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss']);

    const log = await screen.findByRole('table', { name: 'Moderation log' });
    expect(await within(log).findByText('Hidden on reports')).toBeInTheDocument();
    expect(within(log).getByText('Trusted members’ reports')).toBeInTheDocument();
  });

  it('hides a review with a reason; the queue and the log are asked again and focus goes to the queue heading', async () => {
    const app = openAdmin('/admin?tab=reports', {
      'GET /api/admin/reports': [adminPage([item()]), adminPage([])],
      'GET /api/admin/moderation-log': [adminPage([]), adminPage([entry])],
      'POST /api/admin/moderation': { status: 201, body: entry },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Hide: review by Rex Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this content' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide' });
    expect(confirm).toBeDisabled();
    await app.events.type(within(dialog).getByLabelText('Reason (kept in the moderation log and sent to the writer)'), 'Insults');
    await app.events.click(confirm);
    expect(await findToast('Success')).toEqual({ description: 'The content is hidden', kind: 'success' });
    expect(app.bodiesOf('POST /api/admin/moderation')).toEqual([{ targetKind: 'review', targetId: 41, action: 'hide', reason: 'Insults' }]);
    expect(await screen.findByText('Nothing reported')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reported content' })).toHaveFocus());
    expect(await within(screen.getByRole('table', { name: 'Moderation log' })).findByText('Insults')).toBeInTheDocument();
  });

  it('suspends for the days chosen', async () => {
    const app = openAdmin('/admin?tab=reports', {
      'GET /api/admin/reports': adminPage([item()]),
      'GET /api/admin/moderation-log': adminPage([]),
      'POST /api/admin/moderation': { status: 201, body: { ...entry, action: 'suspend' } },
    });
    await app.events.click(await screen.findByRole('button', { name: 'Suspend: review by Rex Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the writer' });
    await app.events.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await app.events.type(within(dialog).getByRole('textbox'), 'Repeated insults');
    await app.events.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(app.bodiesOf('POST /api/admin/moderation')).toEqual([
        { targetKind: 'review', targetId: 41, action: 'suspend', reason: 'Repeated insults', days: 30 },
      ]),
    );
  });
});
