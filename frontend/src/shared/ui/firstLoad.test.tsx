import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageVariants } from '../../test/catalogue';
import { FIRST_SCREEN_ITEMS, holdBackUntilLoaded, useFirstScreenCount } from './firstLoad';
import { ResponsiveImage } from './ResponsiveImage';

const url = '/uploads/recipes/soup.webp';
const items = Array.from({ length: 10 }, (_, index) => `Item ${index + 1}`);

function List() {
  const count = useFirstScreenCount(items.length);
  return (
    <ul>
      {items.slice(0, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Page({ picture = 'Soup' }: { picture?: string }) {
  return (
    <>
      <ResponsiveImage src={url} variants={imageVariants(url)} alt="First" sizes="100vw" priority />
      <ResponsiveImage src={url} variants={imageVariants(url)} alt={picture} sizes="100vw" />
      <List />
    </>
  );
}

const tagOf = (name: string) => screen.getByRole('img', { name }).tagName;

// The module's state lasts for this file (vitest isolates each file), so these run in order.
describe('what is outside the first screen while the page loads for the first time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('comes at once when the app did not hold it back (or the page had loaded)', () => {
    const { unmount } = render(<Page />);
    expect(tagOf('Soup')).toBe('IMG');
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
    unmount();
  });

  it('waits until the page has loaded and shown its first screen, then comes in the background', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    holdBackUntilLoaded();
    const { unmount } = render(<Page />);
    // The first screen's picture and items; the other picture is its preview only.
    expect(tagOf('First')).toBe('IMG');
    const waiting = screen.getByRole('img', { name: 'Soup' });
    expect(waiting.tagName).toBe('SPAN');
    expect(waiting).not.toHaveAttribute('src');
    expect(waiting.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg==")');
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ITEMS);

    act(() => {
      vi.runAllTimers();
    });
    expect(tagOf('Soup')).toBe('SPAN');

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    // In a task of its own after the load event.
    expect(tagOf('Soup')).toBe('SPAN');
    act(() => {
      vi.runAllTimers();
    });
    expect(tagOf('Soup')).toBe('IMG');
    expect(screen.getByRole('img', { name: 'Soup' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
    unmount();

    // Every page after that: all at once.
    render(<Page picture="Stew" />);
    expect(tagOf('Stew')).toBe('IMG');
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
  });
});
