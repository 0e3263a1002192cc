import { useState, type ReactNode } from 'react';
import type { ImageVariantsDto } from '../../api';
import { srcSetOf } from './pictures';
import { usePageLoaded } from './firstLoad';
import './ResponsiveImage.css';

export interface ResponsiveImageProps {
  /** The full image; none shows `fallback`. */
  src: string | null;
  /** Its stored size, narrower copies and preview, when it is a stored upload. */
  variants?: ImageVariantsDto | null;
  alt: string;
  /** How wide the image is shown at each screen width, so the browser picks the copy that fits. */
  sizes: string;
  /**
   * In the first screenful: loaded at once and early. Others wait until the page has loaded and
   * shown its first screen (firstLoad.ts), then load when scrolled near.
   */
  priority?: boolean;
  className?: string;
  /** Shown when there is no image or it cannot be loaded. */
  fallback?: ReactNode;
}

/**
 * A picture that loads the smallest stored copy that fits (srcset and sizes), keeps its place
 * while loading (width and height), and shows its blurred preview until it is there.
 */
export function ResponsiveImage({ src, variants, alt, sizes, priority = false, className, fallback = null }: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const pageLoaded = usePageLoaded();
  if (!src || src === broken) return fallback;

  const classes = className ? `responsive-image ${className}` : 'responsive-image';
  const preview = loaded !== src ? variants?.placeholder : null;
  const previewStyle = preview ? { backgroundImage: `url("${preview}")` } : undefined;
  if (!priority && !pageLoaded) return <span className={classes} role="img" aria-label={alt} style={previewStyle} />;

  const srcSet = srcSetOf(variants);
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={alt}
      width={variants?.width}
      height={variants?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={previewStyle}
      onLoad={() => setLoaded(src)}
      onError={() => setBroken(src)}
    />
  );
}
