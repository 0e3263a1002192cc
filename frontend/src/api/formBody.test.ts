import { describe, expect, it } from 'vitest';
import { toFormData, toRequestBody } from './formBody';

const photo = (name: string) => new File(['img'], name, { type: 'image/png' });

/** The entries of a form, files shown as 'file:<name>'. */
function entries(form: FormData): [string, string][] {
  return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}

describe('toFormData', () => {
  it('appends a file under its field name, with its file name', () => {
    const form = toFormData({ featuredImage: photo('curry.png') });
    expect(entries(form)).toEqual([['featuredImage', 'file:curry.png']]);
  });

  it('appends each file of a list under the same name, in order', () => {
    const form = toFormData({ galleryImages: [photo('a.png'), photo('b.png')] });
    expect(entries(form)).toEqual([
      ['galleryImages', 'file:a.png'],
      ['galleryImages', 'file:b.png'],
    ]);
  });

  it('appends a Blob that is not a File', () => {
    const [[name, value]] = [...toFormData({ images: [new Blob(['x'])] }).entries()];
    expect(name).toBe('images');
    expect(value).toBeInstanceOf(Blob);
  });

  it('sends a list of text once, as a JSON list string', () => {
    const form = toFormData({ ingredients: ['1 cup rice', '2 "big" onions'], tags: ['quick'] });
    expect(entries(form)).toEqual([
      ['ingredients', '["1 cup rice","2 \\"big\\" onions"]'],
      ['tags', '["quick"]'],
    ]);
  });

  it('writes numbers and booleans as text, null as empty, and leaves out undefined and empty lists', () => {
    const form = toFormData({
      title: 'Curry',
      servings: 4,
      cookMinutes: 0,
      isApproved: false,
      helpfulNotes: null,
      cuisineId: undefined,
      galleryImages: [],
    });
    expect(entries(form)).toEqual([
      ['title', 'Curry'],
      ['servings', '4'],
      ['cookMinutes', '0'],
      ['isApproved', 'false'],
      ['helpfulNotes', ''],
    ]);
  });

  it("sends an empty free-from list, which says 'free from none of them'", () => {
    expect(entries(toFormData({ freeFrom: [], tags: [] }))).toEqual([['freeFrom', '[]']]);
  });
});

describe('toRequestBody', () => {
  it('turns a body holding a file into form data', () => {
    const body = toRequestBody({ title: 'Curry', featuredImage: photo('a.png') });
    expect(body).toBeInstanceOf(FormData);
    expect(entries(body as FormData)).toEqual([
      ['title', 'Curry'],
      ['featuredImage', 'file:a.png'],
    ]);
  });

  it('turns a body holding a list of files into form data', () => {
    expect(toRequestBody({ keepImages: ['/uploads/a.webp'], images: [photo('b.png')] })).toBeInstanceOf(FormData);
  });

  it.each([
    ['a body without files', { title: 'Curry', tags: ['quick'], featuredImage: undefined }],
    ['a list', [photo('a.png')]],
    ['no body', undefined],
    ['text', 'plain'],
  ])('keeps %s as it is', (_case, body) => {
    expect(toRequestBody(body)).toBe(body);
  });

  it('keeps form data as it is', () => {
    const form = new FormData();
    expect(toRequestBody(form)).toBe(form);
  });
});
