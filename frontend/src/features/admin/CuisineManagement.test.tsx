import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '../../test/catalogue';
import { failure, type Reply, type Routes } from '../../test/renderApp';
import { findToast } from '../../test/toasts';
import { adminPage, adminTabs, anAdminCuisine, confirmation, openAdmin, rowOf } from './adminFixtures';

const LIST = '/api/admin/cuisines';
const cuisines = [anAdminCuisine(), anAdminCuisine({ id: 5, name: 'Thai', emoji: null, isActive: false, recipeCount: 0 })];

function cuisineManagement(routes: Routes = {}) {
  return openAdmin('/admin?tab=cuisines', { [`GET ${LIST}`]: adminPage(cuisines), ...routes });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('cuisine management', () => {
  it('lists the cuisines with their recipe counts and status, newest first', async () => {
    const { fetchMock } = cuisineManagement();
    const indian = await rowOf('Indian');
    expect(within(indian).getByText('7')).toBeInTheDocument();
    expect(within(indian).getByRole('switch', { name: 'Active: Indian' })).toBeChecked();
    expect(within(indian).getByText('Active')).toBeInTheDocument();
    expect(within(indian).getByText('1 Feb 2024')).toBeInTheDocument();
    const thai = await rowOf('Thai');
    expect(within(thai).getByRole('switch', { name: 'Active: Thai' })).not.toBeChecked();
    expect(within(thai).getByText('Inactive')).toBeInTheDocument();
    expect(queriesTo(fetchMock, LIST)).toEqual([{ limit: '20', offset: '0', sortBy: 'createdAt', order: 'desc' }]);
    const headers = within(adminTabs())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Recipes', 'Status', 'Created', 'Actions']);
  });

  it('sorts by name and by recipe count', async () => {
    const { events, fetchMock } = cuisineManagement();
    await rowOf('Indian');
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ sortBy: 'name', order: 'asc' }));
    await events.click(within(adminTabs()).getByRole('columnheader', { name: 'Recipes' }));
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)).toMatchObject({ sortBy: 'recipeCount', order: 'asc' }));
  });

  describe('adding a cuisine', () => {
    it('keeps Add Cuisine disabled while the name is blank', async () => {
      const { events } = cuisineManagement();
      const name = await screen.findByRole('textbox', { name: 'New cuisine name' });
      const add = screen.getByRole('button', { name: 'Add Cuisine' });
      expect(add).toBeDisabled();
      await events.type(name, '   ');
      expect(add).toBeDisabled();
      await events.type(name, 'Greek');
      expect(add).toBeEnabled();
    });

    it('adds it, active and trimmed, says so and clears the box', async () => {
      const { events, bodiesOf, countOf } = cuisineManagement({
        [`POST ${LIST}`]: { status: 201, body: anAdminCuisine({ id: 6, name: 'Greek' }) },
      });
      const name = await screen.findByRole('textbox', { name: 'New cuisine name' });
      await events.type(name, '  Greek {Enter}');
      expect(await findToast('Success')).toEqual({ description: 'Cuisine added successfully', kind: 'success' });
      expect(bodiesOf(`POST ${LIST}`)).toEqual([{ name: 'Greek', isActive: true }]);
      expect(name).toHaveValue('');
      await waitFor(() => expect(countOf(`GET ${LIST}`)).toBe(2));
    });

    it("shows the server's message for a duplicate and keeps the name", async () => {
      const { events } = cuisineManagement({ [`POST ${LIST}`]: failure(409, 'A cuisine named Indian already exists') });
      const name = await screen.findByRole('textbox', { name: 'New cuisine name' });
      await events.type(name, 'Indian');
      await events.click(screen.getByRole('button', { name: 'Add Cuisine' }));
      expect(await findToast('Error')).toEqual({ description: 'A cuisine named Indian already exists', kind: 'error' });
      expect(name).toHaveValue('Indian');
    });
  });

  describe('renaming in place', () => {
    const renaming = (reply: Reply = { status: 200, body: anAdminCuisine({ name: 'North Indian' }) }) =>
      cuisineManagement({ 'PATCH /api/admin/cuisines/4': reply });

    it('saves the new name on Enter', async () => {
      const { events, bodiesOf } = renaming();
      await events.click(within(await rowOf('Indian')).getByRole('button', { name: 'Rename Indian' }));
      const box = screen.getByRole('textbox', { name: 'New name for Indian' });
      expect(box).toHaveFocus();
      await events.clear(box);
      await events.type(box, ' North Indian {Enter}');
      expect(await findToast('Success')).toEqual({ description: 'Cuisine updated successfully', kind: 'success' });
      expect(bodiesOf('PATCH /api/admin/cuisines/4')).toEqual([{ name: 'North Indian' }]);
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'New name for Indian' })).not.toBeInTheDocument());
    });

    it('cancels on Escape without a call', async () => {
      const { events, countOf } = renaming();
      // A click on the name opens the box too.
      await events.click(within(await rowOf('Indian')).getByText('Indian'));
      const box = screen.getByRole('textbox', { name: 'New name for Indian' });
      await events.type(box, ' food{Escape}');
      expect(screen.queryByRole('textbox', { name: 'New name for Indian' })).not.toBeInTheDocument();
      expect(within(await rowOf('Indian')).getByRole('button', { name: 'Rename Indian' })).toBeInTheDocument();
      await pause();
      expect(countOf('PATCH /api/admin/cuisines/4')).toBe(0);
    });

    it('never sends a blank name', async () => {
      const { events, countOf } = renaming();
      await events.click(within(await rowOf('Indian')).getByRole('button', { name: 'Rename Indian' }));
      const box = screen.getByRole('textbox', { name: 'New name for Indian' });
      await events.clear(box);
      await events.type(box, '   {Enter}');
      expect(box).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      await pause();
      expect(countOf('PATCH /api/admin/cuisines/4')).toBe(0);
    });

    it("keeps the box open with the server's message when the name is taken", async () => {
      const { events } = renaming(failure(409, 'A cuisine named Thai already exists'));
      await events.click(within(await rowOf('Indian')).getByRole('button', { name: 'Rename Indian' }));
      const box = screen.getByRole('textbox', { name: 'New name for Indian' });
      await events.clear(box);
      await events.type(box, 'Thai{Enter}');
      expect(await findToast('Error')).toEqual({ description: 'A cuisine named Thai already exists', kind: 'error' });
      expect(box).toHaveValue('Thai');
    });
  });

  it('switches a cuisine on', async () => {
    const { events, bodiesOf } = cuisineManagement({
      'PATCH /api/admin/cuisines/5': { status: 200, body: anAdminCuisine({ id: 5, name: 'Thai' }) },
    });
    await events.click(within(await rowOf('Thai')).getByRole('switch', { name: 'Active: Thai' }));
    expect(await findToast('Success')).toEqual({ description: 'Cuisine updated successfully', kind: 'success' });
    expect(bodiesOf('PATCH /api/admin/cuisines/5')).toEqual([{ isActive: true }]);
  });

  it('deletes a cuisine after warning about its recipes', async () => {
    const { events, countOf } = cuisineManagement({
      [`GET ${LIST}`]: [adminPage(cuisines), adminPage(cuisines.slice(1))],
      'DELETE /api/admin/cuisines/4': { status: 204 },
    });
    await events.click(within(await rowOf('Indian')).getByRole('button', { name: 'Delete Indian' }));
    const dialog = await confirmation(
      'Delete cuisine?',
      'Recipes using this cuisine will be affected: they stay on the site without a cuisine.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Success')).toEqual({ description: 'Cuisine deleted successfully', kind: 'success' });
    expect(countOf('DELETE /api/admin/cuisines/4')).toBe(1);
    await waitFor(() => expect(within(within(adminTabs()).getByRole('table')).queryByText('Indian')).not.toBeInTheDocument());
  });

  it('says the cuisines could not be loaded', async () => {
    cuisineManagement({ [`GET ${LIST}`]: failure(500, 'Boom') });
    expect((await screen.findByText('Failed to fetch cuisines')).closest('[role="alert"]')).toBeInTheDocument();
  });
});
