import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselControls, CarouselTrack, useCarousel } from './Carousel';

/** The row's geometry as a browser would report it (happy-dom lays nothing out). */
let layout = { clientWidth: 300, scrollWidth: 1200 };

function Row({ count }: { count: number }) {
  const carousel = useCarousel(count);
  return (
    <>
      <CarouselControls carousel={carousel} label="Latest Recipes" />
      <CarouselTrack carousel={carousel} label="Latest Recipes">
        {Array.from({ length: count }, (_, index) => (
          <p key={index}>Card {index + 1}</p>
        ))}
      </CarouselTrack>
    </>
  );
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => layout.clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => layout.scrollWidth);
  // Like a browser's, the observer reports each observed element once at the start.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
});

describe('carousel', () => {
  it('lists one card per slide with previous and next buttons that know the ends', async () => {
    layout = { clientWidth: 300, scrollWidth: 1200 };
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    render(<Row count={8} />);
    const track = screen.getByRole('list', { name: 'Latest Recipes' });
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    const previous = screen.getByRole('button', { name: 'Previous Latest Recipes' });
    const next = screen.getByRole('button', { name: 'Next Latest Recipes' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 300 }));

    track.scrollLeft = 900;
    fireEvent.scroll(track);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
  });

  it('has no buttons when every card already shows', () => {
    layout = { clientWidth: 1200, scrollWidth: 1200 };
    render(<Row count={3} />);
    expect(screen.queryByRole('button', { name: /Latest Recipes/ })).not.toBeInTheDocument();
  });
});
