import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

function renderPage(page: ReactElement) {
  render(<MemoryRouter>{page}</MemoryRouter>);
}

function sectionTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('Privacy Policy', () => {
  it('is titled for Plantry, effective 1 January 2024', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plantry Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Plantry Privacy Policy');
    expect(screen.getByText('Effective date: 1 January 2024')).toBeInTheDocument();
  });

  it('has the 10 numbered sections of the SPEC', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(sectionTitles()).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. How We Share Your Information',
      '5. Data Security',
      '6. Your Rights',
      '7. Cookies',
      "8. Children's Privacy",
      '9. Changes to This Policy',
      '10. Contact Us',
    ]);
  });

  it('promises never to sell data, serves nobody under 13 and gives two ways to reach us', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByText(/We never sell your personal information/)).toBeInTheDocument();
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@plantry.app' })).toHaveAttribute('href', 'mailto:privacy@plantry.app');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});

describe('Terms of Service', () => {
  it('is titled for Plantry, effective 1 January 2024', () => {
    renderPage(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plantry Terms of Service' })).toBeInTheDocument();
    expect(document.title).toBe('Plantry Terms of Service');
    expect(screen.getByText('Effective date: 1 January 2024')).toBeInTheDocument();
  });

  it('has the 13 numbered sections of the SPEC', () => {
    renderPage(<TermsOfServicePage />);
    const titles = sectionTitles();
    expect(titles).toHaveLength(13);
    expect(titles[0]).toBe('1. Acceptance of Terms');
    expect(titles[11]).toBe('12. Governing Law and Dispute Resolution');
    expect(titles[12]).toBe('13. Contact Us');
  });

  it('keeps ownership with users under a licence, requires binding arbitration and links the policy', () => {
    renderPage(<TermsOfServicePage />);
    expect(screen.getByText(/non-exclusive, worldwide, royalty-free licence/)).toBeInTheDocument();
    expect(screen.getByText(/final and binding arbitration/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
