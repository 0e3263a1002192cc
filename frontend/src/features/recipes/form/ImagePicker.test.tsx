import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_LIMITS } from '@plantry/shared';
import { ImagePicker } from './ImagePicker';
import type { PickedImage } from './pickedImages';

function photo(name: string, type = 'image/jpeg', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(`p${index + 1}.jpg`));

function Photos({ initial = [] }: { initial?: PickedImage[] }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <label htmlFor="photos">Photos</label>
      <ImagePicker id="photos" value={images} onChange={setImages} />
    </>
  );
}

function setup(initial?: PickedImage[]) {
  // Files of a wrong type must reach the picker's own check, as they can from a browser's "All files".
  const events = userEvent.setup({ applyAccept: false });
  const view = render(<Photos initial={initial} />);
  return { events, view, input: screen.getByLabelText('Photos') };
}

/** The photos shown, in order, by their alt text; the featured one marked with '*'. */
function shown(): string[] {
  const list = screen.queryByRole('list', { name: 'Chosen photos' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const alt = within(item).getByRole('img').getAttribute('alt') ?? '';
      return within(item).queryByText('Featured') ? `*${alt}` : alt;
    });
}

describe('ImagePicker', () => {
  it('takes image files only, several at once', () => {
    setup();
    const input = screen.getByLabelText('Photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif');
    expect(input).toHaveAttribute('multiple');
  });

  it('previews the chosen photos; the first is featured', async () => {
    const { events, input } = setup();
    await events.upload(input, photos(3));
    expect(shown()).toEqual(['*p1.jpg', 'p2.jpg', 'p3.jpg']);
    expect(screen.getByRole('img', { name: 'p2.jpg' }).getAttribute('src')).toMatch(/^blob:/);
  });

  it('makes another photo featured by moving it to the front', async () => {
    const { events, input } = setup();
    await events.upload(input, photos(3));
    await events.click(screen.getByRole('button', { name: 'Make featured (photo 3)' }));
    expect(shown()).toEqual(['*p3.jpg', 'p1.jpg', 'p2.jpg']);
    expect(screen.queryByRole('button', { name: 'Make featured (photo 1)' })).not.toBeInTheDocument();
  });

  it('removes a photo and releases its preview', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { events, input } = setup();
    await events.upload(input, photos(2));
    const preview = screen.getByRole('img', { name: 'p1.jpg' }).getAttribute('src');
    await events.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(shown()).toEqual(['*p2.jpg']);
    expect(revoke).toHaveBeenCalledExactlyOnceWith(preview);
  });

  it('releases the remaining previews when it goes away', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { events, input, view } = setup();
    await events.upload(input, photos(2));
    view.unmount();
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it(`refuses more than ${IMAGE_LIMITS.recipeImagesMax} photos in all, adding none of that choice`, async () => {
    const { events, input } = setup();
    await events.upload(input, photos(10));
    await events.upload(input, photos(2));
    expect(shown()).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `A recipe can have at most ${IMAGE_LIMITS.recipeImagesMax} photos: choose up to 1 more.`,
    );
  });

  it('refuses files over 10 MB and files that are not images it takes, keeping the good ones', async () => {
    const { events, input } = setup();
    await events.upload(input, [
      photo('huge.jpg', 'image/jpeg', IMAGE_LIMITS.maxBytes + 1),
      photo('scan.bmp', 'image/bmp'),
      photo('fine.png', 'image/png', IMAGE_LIMITS.maxBytes),
    ]);
    expect(shown()).toEqual(['*fine.png']);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('huge.jpg is larger than 10 MB.');
    expect(alert).toHaveTextContent('scan.bmp is not a JPEG, PNG, WebP, AVIF or GIF image.');
  });

  it('keeps the new photos of one upload within 40 MB together, across choices', async () => {
    const { events, input } = setup();
    const ten = (name: string) => photo(name, 'image/jpeg', IMAGE_LIMITS.maxBytes);
    await events.upload(input, [ten('a.jpg'), ten('b.jpg'), ten('c.jpg')]);
    await events.upload(input, [ten('d.jpg'), ten('e.jpg')]);
    expect(shown()).toEqual(['*a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(screen.getByRole('alert')).toHaveTextContent('e.jpg would make the new photos larger than 40 MB together.');
  });

  it('starts with the current photos and keeps new ones after them', async () => {
    const { events, input } = setup([{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }]);
    expect(shown()).toEqual(['*Current photo 1', 'Current photo 2']);
    await events.upload(input, photos(2));
    expect(shown()).toEqual(['*Current photo 1', 'Current photo 2', 'p1.jpg', 'p2.jpg']);
    expect(screen.getByRole('button', { name: 'Make featured (photo 2)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make featured (photo 3)' })).not.toBeInTheDocument();
    expect(screen.getByText(/New photos go after your current ones/)).toBeInTheDocument();

    // Without current photos, any new one can be featured.
    await events.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await events.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await events.click(screen.getByRole('button', { name: 'Make featured (photo 2)' }));
    expect(shown()).toEqual(['*p2.jpg', 'p1.jpg']);
  });
});
