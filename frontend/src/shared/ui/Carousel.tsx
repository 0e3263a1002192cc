import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import './Carousel.css';

export interface CarouselState {
  /** Give it to the row's element (a callback ref). */
  setTrack: (track: HTMLUListElement | null) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  /** Scrolls one view (every card shown) back (-1) or forward (1). */
  go: (direction: -1 | 1) => void;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of cards that scrolls sideways (CSS scroll-snap), with previous and next buttons that know
 * when an end is reached. Swipe, trackpad, keyboard (focus moves into view) and buttons all work.
 */
export function useCarousel(itemCount: number): CarouselState {
  const [track, setTrack] = useState<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    if (!track) return;
    const start = track.scrollLeft <= 2;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, [track]);

  useEffect(() => {
    if (!track) return;
    track.addEventListener('scroll', measure, { passive: true });
    // Observing reports the size at once, and again whenever the row or its cards change size.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(track);
    const firstSlide = track.firstElementChild;
    if (firstSlide) observer?.observe(firstSlide);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [track, measure, itemCount]);

  const go = useCallback(
    (direction: -1 | 1) => {
      if (!track || typeof track.scrollBy !== 'function') return;
      track.scrollBy({ left: direction * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [track],
  );

  return { setTrack, canGoBack: !edges.start, canGoForward: !edges.end, go };
}

/** The previous and next buttons; hidden when every card already shows. */
export function CarouselControls({ carousel, label }: { carousel: CarouselState; label: string }) {
  if (!carousel.canGoBack && !carousel.canGoForward) return null;
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__button"
        aria-label={t`Previous ${label}`}
        disabled={!carousel.canGoBack}
        onClick={() => carousel.go(-1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="carousel-controls__button"
        aria-label={t`Next ${label}`}
        disabled={!carousel.canGoForward}
        onClick={() => carousel.go(1)}
      >
        <RightOutlined aria-hidden />
      </button>
    </div>
  );
}

interface CarouselTrackProps {
  carousel: CarouselState;
  /** What the row holds ('Featured Recipes'). */
  label: string;
  /** One card per child. */
  children: ReactNode;
  busy?: boolean;
}

/** 1 card per view on phones, 2 from 768 px, 3 from 992 px, 4 from 1200 px. */
export function CarouselTrack({ carousel, label, children, busy = false }: CarouselTrackProps) {
  const { setTrack } = carousel;
  return (
    <ul ref={setTrack} className="carousel-track" aria-label={label} aria-busy={busy || undefined}>
      {Children.map(children, (child) => (
        <li className="carousel-track__slide">{child}</li>
      ))}
    </ul>
  );
}
