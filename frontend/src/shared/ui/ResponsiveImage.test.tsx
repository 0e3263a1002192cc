import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageVariants } from '../../test/catalogue';
import { srcSetOf } from './pictures';
import { ResponsiveImage } from './ResponsiveImage';

const url = '/uploads/recipes/soup.webp';
const sizes = '(min-width: 768px) 50vw, 100vw';

describe('ResponsiveImage', () => {
  it('offers every stored copy with its width, the sizes it is shown at, and its own size', () => {
    render(<ResponsiveImage src={url} variants={imageVariants(url)} alt="Soup" sizes={sizes} />);
    const image = screen.getByRole('img', { name: 'Soup' });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/recipes/soup-320.webp 320w, /uploads/recipes/soup-640.webp 640w, ' +
        '/uploads/recipes/soup-1280.webp 1280w, /uploads/recipes/soup.webp 1600w',
    );
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily by default, and at once and early with priority', () => {
    const { unmount } = render(<ResponsiveImage src={url} alt="Soup" sizes={sizes} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<ResponsiveImage src={url} alt="Soup" sizes={sizes} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    ['no variants', null],
    ['variants before the images worker has run', imageVariants(url, { variants: [], placeholder: null })],
  ])('has no srcset with %s', (_case, variants) => {
    render(<ResponsiveImage src={url} variants={variants} alt="Soup" sizes={sizes} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('src', url);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(srcSetOf(variants)).toBeUndefined();
  });

  it('shows the blurred preview behind the picture until it has loaded', () => {
    render(<ResponsiveImage src={url} variants={imageVariants(url)} alt="Soup" sizes={sizes} />);
    const image = screen.getByRole('img');
    expect(image.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg==")');
    fireEvent.load(image);
    expect(image.style.backgroundImage).toBe('');
  });

  it('shows the fallback without a picture, or when it cannot be loaded', () => {
    const fallback = <p>No image</p>;
    const { unmount } = render(<ResponsiveImage src={null} alt="Soup" sizes={sizes} fallback={fallback} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    unmount();
    render(<ResponsiveImage src={url} alt="Soup" sizes={sizes} fallback={fallback} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});
