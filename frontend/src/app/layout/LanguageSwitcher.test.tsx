import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as spanish } from '../../i18n/catalogs/es';
import { aUser, renderApp } from '../../test/renderApp';
import { Footer } from './Footer';

describe('the site in another language', () => {
  afterEach(() => {
    i18n.activate('en');
    localStorage.clear();
  });

  it('shows the frame in Spanish from its catalog, and the year as a value', () => {
    i18n.load('es', spanish);
    i18n.activate('es');
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Explorar recetas' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('navigation', { name: 'Pie de página' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Plantry. Todos los derechos reservados.`)).toBeInTheDocument();
  });

  it('switches from the header: remembered, told to the server for a member, then the page loaded again', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/browse?lang=en&cuisine=Thai', replace });
    const { bodiesOf } = renderApp('/browse', { user: aUser(), routes: { 'PUT /api/auth/user/language': { status: 204 } } });
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    expect(switcher).toHaveValue('en');
    await userEvent.selectOptions(switcher, 'de');
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(String(replace.mock.calls[0][0])).toBe('http://localhost/browse?cuisine=Thai');
    expect(localStorage.getItem('plantry_lang')).toBe('de');
    expect(bodiesOf('PUT /api/auth/user/language')).toEqual([{ language: 'de' }]);
  });
});
