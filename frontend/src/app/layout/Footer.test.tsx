import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it.each([
    ['Browse Recipes', '/browse'],
    ['Categories', '/cuisines'],
    ['Popular Recipes', '/browse?sortBy=popular'],
    ['Latest Recipes', '/browse?sortBy=newest'],
    ['Join Plantry', '/auth'],
    ['Share a Recipe', '/create'],
    ['Recipe Reviews', '/browse?sortBy=rating'],
    ['Contact Us', '/contact'],
    ['Report an Issue', '/contact'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
  ])('links %s to %s', (name, href) => {
    expect(renderFooter().getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('groups the links under Explore, Community and Support', () => {
    const footer = renderFooter();
    const headings = footer.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Explore', 'Community', 'Support']);
  });

  it('shows the copyright line with the current year and a product blurb', () => {
    const footer = renderFooter();
    const year = new Date().getFullYear();
    expect(footer.getByText(`© ${year} Plantry. All rights reserved.`)).toBeInTheDocument();
    expect(footer.getByText(/community of home cooks/)).toBeInTheDocument();
  });
});
