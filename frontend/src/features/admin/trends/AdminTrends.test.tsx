import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openAdmin, trends } from '../adminFixtures';

/** The dashboard with these trends. */
const withTrends = (body: object = trends) => openAdmin('/admin', { 'GET /api/admin/trends': { status: 200, body } });

describe('the admin dashboard’s trends', () => {
  it('gives each week’s sign-ups, recipes and reviews in a table screen readers read, the chart hidden from them', async () => {
    withTrends();
    expect(await screen.findByRole('heading', { level: 2, name: 'Activity and queues' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activity by week (weeks start on Monday)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Sign-ups', 'Recipes', 'Reviews']);
    expect(rows[1].textContent).toBe('7 Sept1000');
    expect(rows[12].textContent).toBe(`23 Nov${trends.weeks[11].signups}${trends.weeks[11].recipes}${trends.weeks[11].reviews}`);
    expect(document.querySelector('.admin-trends__chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lists each queue’s jobs, the workers running and the failed jobs to retry', async () => {
    withTrends();
    const table = await screen.findByRole('table', { name: 'Jobs in each queue' });
    const images = within(table).getByRole('row', { name: /images/ });
    expect(
      within(images)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '1', '1']);
    expect(screen.getByText('1 worker running')).toBeInTheDocument();
    const failed = screen.getByText(/1 job failed: retry it from the/);
    expect(within(failed).getByRole('link', { name: 'Queue Dashboard' })).toHaveAttribute('href', '/admin/queues');
  });

  it('warns when no worker runs, and when Redis does not answer', async () => {
    withTrends({ ...trends, workers: 0 });
    expect(await screen.findByText('No worker is running: emails, photos and imports wait in their queues.')).toBeInTheDocument();
  });

  it('says when the trends cannot be loaded', async () => {
    openAdmin('/admin', { 'GET /api/admin/trends': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to load the trends')).toBeInTheDocument();
  });

  it('says when the queues cannot be read', async () => {
    withTrends({ ...trends, queues: null, workers: null });
    expect(await screen.findByText('The queues cannot be read: Redis does not answer.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Activity by week (weeks start on Monday)' })).toBeInTheDocument();
  });
});
