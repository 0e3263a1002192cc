import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRecipeDetail } from '../../test/catalogue';
import { aUser, failure, renderApp, type AppOptions, type Reply } from '../../test/renderApp';
import { formatMinutes } from './recipeTimes';

function recipePage(path: string, reply: Reply, options: AppOptions = {}) {
  return renderApp(path, { ...options, routes: { 'GET /api/recipes/1': reply, ...options.routes } });
}

const ok = (body: unknown): Reply => ({ status: 200, body });

describe('recipe page', () => {
  it('shows every part of a recipe', async () => {
    const { container } = recipePage('/recipe/1', ok(aRecipeDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'Chickpea Curry' })).toHaveAttribute(
      'src',
      '/uploads/recipes/seed-chickpea-curry.webp',
    );
    expect(screen.getByText('A creamy coconut curry with chickpeas and spinach.')).toBeInTheDocument();
    const hero = within(container.querySelector<HTMLElement>('.recipe-hero')!);
    expect(hero.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('.recipe-hero [data-filled="true"]')).toHaveLength(4);
    expect(hero.getByText('4.5')).toBeInTheDocument();
    expect(hero.getByText('(12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(container.querySelector('.recipe-hero .author-badge__avatar')).toHaveTextContent(/^P$/);
    expect(screen.getByText('Indian')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['curry', 'gluten-free', 'weeknight']);
    expect(
      within(screen.getByRole('list', { name: 'Times and servings' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prep 15 min', 'Cook 1 h 15 min', 'Serves 4']);

    const ingredients = screen.getByRole('heading', { level: 2, name: 'Ingredients' }).closest('section')!;
    expect(within(ingredients).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 can chickpeas',
      '400 ml coconut milk',
      '2 handfuls spinach',
    ]);
    const instructions = screen.getByRole('heading', { level: 2, name: 'Instructions' }).closest('section')!;
    const steps = within(instructions).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fry the onion.',
      'Add the spices and chickpeas.',
      'Simmer with coconut milk.',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Helpful Notes' })).toBeInTheDocument();
    expect(screen.getByText('Keeps for three days in the fridge.')).toBeInTheDocument();

    const fullRecipe = screen.getByRole('link', { name: /Full Recipe/ });
    expect(fullRecipe).toHaveAttribute('href', 'https://example.com/chickpea-curry');
    expect(fullRecipe).toHaveAttribute('target', '_blank');
    expect(fullRecipe).toHaveAttribute('rel', 'noopener noreferrer');

    const gallery = screen.getByRole('heading', { level: 2, name: 'Gallery' }).closest('section')!;
    const photos = within(gallery).getAllByRole('link');
    expect(photos.map((photo) => photo.getAttribute('href'))).toEqual([
      '/uploads/recipes/gallery-1.webp',
      '/uploads/recipes/gallery-2.webp',
    ]);
    expect(photos.every((photo) => photo.getAttribute('target') === '_blank')).toBe(true);

    const reviews = screen.getByRole('heading', { level: 2, name: 'Reviews (12)' }).closest('section')!;
    expect(within(reviews).getByText('Based on 12 reviews')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Chickpea Curry | Plantry'));
  });

  it('leaves out what a recipe does not have', async () => {
    recipePage(
      '/recipe/1',
      ok(
        aRecipeDetail({
          featuredImage: null,
          cuisine: null,
          tags: [],
          helpfulNotes: null,
          linkToFullRecipe: null,
          galleryImages: [],
          prepMinutes: null,
          cookMinutes: null,
          servings: null,
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Chickpea Curry' });
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByText('Indian')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Times and servings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Helpful Notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Full Recipe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeInTheDocument();
  });

  it('shows only the times that are given', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ prepMinutes: null, cookMinutes: 60, servings: null })));
    const meta = await screen.findByRole('list', { name: 'Times and servings' });
    expect(within(meta).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cook 1 h']);
  });

  it.each([
    [5, '5 min'],
    [45, '45 min'],
    [60, '1 h'],
    [75, '1 h 15 min'],
    [150, '2 h 30 min'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it("offers a visitor 'Sign In to Review' and says No reviews yet", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { events } = recipePage('/recipe/1', ok(aRecipeDetail({ reviewCount: 0, avgRating: 0 })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (0)' })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sign In to Review' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Frecipe%2F1');
  });

  it('does not offer Sign In to Review to a signed-in member', async () => {
    recipePage('/recipe/1', ok(aRecipeDetail({ reviewCount: 1, avgRating: 5 })), { user: aUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In to Review' })).not.toBeInTheDocument();
  });

  it('prints the recipe with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = recipePage('/recipe/1', ok(aRecipeDetail()));
    await events.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says Recipe Not Found for a missing recipe', async () => {
    recipePage('/recipe/1', failure(404, 'Recipe not found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Recipe Not Found | Plantry'));
  });

  it('says Recipe Not Found for an id that is not a number, without asking the server', async () => {
    const { countOf } = recipePage('/recipe/abc', ok(aRecipeDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(countOf('GET /api/recipes/abc')).toBe(0);
  });

  it('says Failed to fetch recipe when the server fails', async () => {
    recipePage('/recipe/1', failure(500, 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipe');
  });
});
