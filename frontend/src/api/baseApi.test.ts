import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { plantryApi } from '.';

/** Sends one mutation through the app's base query and returns the request fetch received. */
async function sent(run: (store: ReturnType<typeof makeStore>) => Promise<unknown>): Promise<Request> {
  const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify({ id: 5 }), { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  await run(makeStore());
  const [[request]] = fetchMock.mock.calls;
  return request;
}

describe('base query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a body with files as multipart form data, with credentials', async () => {
    const featuredImage = new File(['img'], 'curry.png', { type: 'image/png' });
    const request = await sent((store) =>
      store.dispatch(
        plantryApi.endpoints.createRecipe.initiate({
          createRecipeFormDto: {
            title: 'Curry',
            description: 'Creamy',
            ingredients: ['rice'],
            instructions: ['Cook'],
            featuredImage,
          },
        }),
      ),
    );

    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('title')).toBe('Curry');
    expect(form.get('ingredients')).toBe('["rice"]');
    expect((form.get('featuredImage') as File).name).toBe('curry.png');
  });

  it('sends a body without files as JSON, with credentials', async () => {
    const request = await sent((store) =>
      store.dispatch(
        plantryApi.endpoints.updateRecipe.initiate({
          id: 5,
          recipeInputDto: { title: 'Curry', description: 'Creamy', ingredients: ['rice'], instructions: ['Cook'] },
        }),
      ),
    );

    expect(request.method).toBe('PUT');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({
      title: 'Curry',
      description: 'Creamy',
      ingredients: ['rice'],
      instructions: ['Cook'],
    });
  });

  it('says the page’s language, so that the server’s messages come back in it', async () => {
    const unfollow = (store: ReturnType<typeof makeStore>) => store.dispatch(plantryApi.endpoints.unfollowCook.initiate({ id: 3 }));
    expect((await sent(unfollow)).headers.get('Accept-Language')).toBe('en');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    try {
      expect((await sent(unfollow)).headers.get('Accept-Language')).toBe('de');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
