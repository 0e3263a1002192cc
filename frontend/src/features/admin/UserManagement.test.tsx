import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../test/catalogue';
import { failure, type Reply, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { adminPage, adminTabs, confirmation, openAdmin, rowOf, users } from './adminFixtures';

const LIST = '/api/admin/users';

function userManagement(routes: Routes = {}) {
  return openAdmin('/admin?tab=users', routes);
}

/** An option of the open antd Select's dropdown. */
const dropdownOption = (label: string) =>
  screen.getAllByTitle(label).find((element) => element.classList.contains('ant-select-item-option')) as HTMLElement;

describe('user management', () => {
  it('scrolls sideways in a named box a keyboard can reach, with a header on every column', async () => {
    userManagement();
    const bea = await rowOf('Bea Cook');
    const region = screen.getByRole('region', { name: 'Users table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Users' })).toContainElement(bea);
    region.focus();
    expect(region).toHaveFocus();
    const headers = within(region).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['User', 'Email', 'Role', 'Verified', 'Recipes', 'Joined', 'Actions']);
    expect(within(bea).getAllByRole('cell')).toHaveLength(headers.length);
  });

  it('shows a long email whole in its tooltip and the verification state beside its switch', async () => {
    userManagement();
    const email = within(await rowOf('Bea Cook')).getByText('bea@example.com');
    expect(email.closest('td')).toHaveAttribute('title', 'bea@example.com');
    const zoe = await rowOf('zoe@example.com');
    const state = within(zoe).getByText('Not Verified');
    // Beside the switch, not inside it, where antd cut it to 'Not'.
    expect(within(zoe).getByRole('switch', { name: 'Email verified for zoe@example.com' })).not.toContainElement(state);
  });

  it('lists the users, newest first, 20 a page', async () => {
    const { fetchMock } = userManagement();
    const bea = await rowOf('Bea Cook');
    expect(within(bea).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(bea).getByText('B')).toBeInTheDocument();
    expect(within(bea).getByRole('combobox', { name: 'Role of Bea Cook' })).toBeInTheDocument();
    expect(within(bea).getByText('user')).toBeInTheDocument();
    expect(within(bea).getByRole('switch', { name: 'Email verified for Bea Cook' })).toBeChecked();
    expect(within(bea).getByText('Verified')).toBeInTheDocument();
    expect(within(bea).getByText('4')).toBeInTheDocument();
    expect(within(bea).getByText('1 Mar 2024')).toBeInTheDocument();
    // A member without a name is shown by their email, with its initial.
    const zoe = await rowOf('zoe@example.com');
    expect(within(zoe).getByText('Z')).toBeInTheDocument();
    expect(within(zoe).getByText('home cook')).toBeInTheDocument();
    expect(within(zoe).getByRole('switch', { name: 'Email verified for zoe@example.com' })).not.toBeChecked();
    expect(within(zoe).getByText('Not Verified')).toBeInTheDocument();
    expect(queriesTo(fetchMock, LIST)).toEqual([{ limit: '20', offset: '0', sortBy: 'createdAt', order: 'desc' }]);
    expect(within(adminTabs()).getByRole('columnheader', { name: 'Joined' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a column when its header is clicked, toggling the direction', async () => {
    const { events, fetchMock } = userManagement();
    await rowOf('Bea Cook');
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ limit: '20', offset: '0', sortBy: 'email', order: 'asc' }));
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ limit: '20', offset: '0', sortBy: 'email', order: 'desc' }));
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Email' }));
    await waitFor(() => expect(within(adminTabs()).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending'));
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Recipes' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ sortBy: 'recipeCount', order: 'asc' }));
    expect(within(adminTabs()).getByRole('columnheader', { name: 'Recipes' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(adminTabs()).getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
  });

  it('pages through the users and searches from the first page', async () => {
    const { events, fetchMock } = userManagement({ [`GET ${LIST}`]: adminPage(users, 45) });
    await rowOf('Bea Cook');
    await events.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({ limit: '20', offset: '20', sortBy: 'createdAt', order: 'desc' }),
    );
    await events.type(screen.getByRole('searchbox', { name: 'Search users' }), '  bea {Enter}');
    await waitFor(() =>
      expect(queriesTo(fetchMock, LIST).at(-1)).toEqual({
        limit: '20',
        offset: '0',
        sortBy: 'createdAt',
        order: 'desc',
        search: 'bea',
      }),
    );
  });

  it("changes a user's role and says so", async () => {
    const { events, bodiesOf } = userManagement({ 'PATCH /api/admin/users/5': { status: 200, body: users[1] } });
    const bea = await rowOf('Bea Cook');
    await events.click(within(bea).getByRole('combobox', { name: 'Role of Bea Cook' }));
    // The role list's own options (the header's language switcher has options too).
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['user', 'home cook', 'admin']);
    await events.click(dropdownOption('home cook'));
    expect(await findToast('Success')).toEqual({ description: 'User updated successfully', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/users/5')).toEqual([{ role: 'home_cook' }]);
    // The new role stays shown while the list is asked for again.
    expect(within(bea).getByTitle('home cook')).toBeInTheDocument();
  });

  it('turns the email verification off', async () => {
    const { events, bodiesOf, countOf } = userManagement({ 'PATCH /api/admin/users/5': { status: 200, body: users[1] } });
    const bea = await rowOf('Bea Cook');
    await events.click(within(bea).getByRole('switch', { name: 'Email verified for Bea Cook' }));
    expect(await findToast('Success')).toEqual({ description: 'User updated successfully', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/users/5')).toEqual([{ emailVerified: false }]);
    expect(within(bea).getByRole('switch', { name: 'Email verified for Bea Cook' })).not.toBeChecked();
    // The list is asked for again, with the change.
    await waitFor(() => expect(countOf(`GET ${LIST}`)).toBe(2));
  });

  it("shows the server's message when a change fails, and the user's value again", async () => {
    const { events } = userManagement({ 'PATCH /api/admin/users/5': failure(400, 'Role must be one of user, home_cook, admin') });
    const bea = await rowOf('Bea Cook');
    const verified = within(bea).getByRole('switch', { name: 'Email verified for Bea Cook' });
    await events.click(verified);
    expect(await findToast('Error')).toEqual({ description: 'Role must be one of user, home_cook, admin', kind: 'error' });
    await waitFor(() => expect(verified).toBeChecked());
  });

  it("offers no role change, verification or Delete on the admin's own row", async () => {
    userManagement();
    const own = await rowOf('Ada Admin');
    expect(within(own).getByRole('combobox', { name: 'Role of Ada Admin' })).toBeDisabled();
    expect(within(own).getByRole('switch', { name: 'Email verified for Ada Admin' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    const bea = await rowOf('Bea Cook');
    expect(within(bea).getByRole('button', { name: 'Delete Bea Cook' })).toBeEnabled();
  });

  describe('deleting a user', () => {
    const deleting = (reply: Reply) =>
      userManagement({
        [`GET ${LIST}`]: [adminPage(users), adminPage([users[0], users[2]])],
        'DELETE /api/admin/users/5': reply,
      });

    async function askToDelete(events: ReturnType<typeof deleting>['events']) {
      await events.click(within(await rowOf('Bea Cook')).getByRole('button', { name: 'Delete Bea Cook' }));
      return confirmation('Delete user?', 'All their recipes, reviews, favourites and photos will be deleted too. This cannot be undone.');
    }

    it('warns what goes with the account and sends nothing when cancelled', async () => {
      const { events, countOf } = deleting({ status: 204 });
      const dialog = await askToDelete(events);
      await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(countOf('DELETE /api/admin/users/5')).toBe(0);
    });

    it("deletes when confirmed, says 'User deleted successfully' and refreshes the list", async () => {
      const { events, countOf } = deleting({ status: 204 });
      await events.click(within(await askToDelete(events)).getByRole('button', { name: 'Delete' }));
      expect(await findToast('Success')).toEqual({ description: 'User deleted successfully', kind: 'success' });
      expect(countOf('DELETE /api/admin/users/5')).toBe(1);
      await waitFor(() => expect(within(within(adminTabs()).getByRole('table')).queryByText('Bea Cook')).not.toBeInTheDocument());
      // The counters are asked for again too.
      expect(countOf('GET /api/admin/stats')).toBe(2);
    });

    it("shows the server's message when it refuses", async () => {
      const { events } = deleting(failure(403, 'You cannot delete this account'));
      await events.click(within(await askToDelete(events)).getByRole('button', { name: 'Delete' }));
      expect(await findToast('Error')).toEqual({ description: 'You cannot delete this account', kind: 'error' });
    });
  });

  it('says the users could not be loaded, and tries again on request', async () => {
    const { events } = userManagement({ [`GET ${LIST}`]: [failure(500, 'Boom'), adminPage(users)] });
    expect((await screen.findByText('Failed to fetch users')).closest('[role="alert"]')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Bea Cook')).toBeInTheDocument();
  });
});
