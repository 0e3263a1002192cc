import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLanguage, rememberLanguage } from './languages';

const at = (search: string) => window.history.replaceState(null, '', `/${search}`);

describe('the language a visitor sees', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'plantry_lang=; Path=/; Max-Age=0';
    at('');
  });

  it('takes the address first, then the remembered choice, then the browser, then English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-DE', 'es']);
    expect(pickLanguage()).toBe('de');
    rememberLanguage('es');
    expect(pickLanguage()).toBe('es');
    at('?lang=de');
    expect(pickLanguage()).toBe('de');
    at('?lang=xx');
    expect(pickLanguage()).toBe('es');
    localStorage.clear();
    document.cookie = 'plantry_lang=; Path=/; Max-Age=0';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'it']);
    expect(pickLanguage()).toBe('en');
  });

  it('reads a choice the cookie alone holds', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    document.cookie = 'other=1; Path=/';
    document.cookie = 'plantry_lang=de; Path=/';
    expect(pickLanguage()).toBe('de');
  });

  it('remembers a choice in this browser and in a cookie the server reads', () => {
    rememberLanguage('de');
    expect(localStorage.getItem('plantry_lang')).toBe('de');
    expect(document.cookie).toContain('plantry_lang=de');
  });
});
