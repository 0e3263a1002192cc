import { useEffect, useRef } from 'react';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useSetLanguageMutation } from '../../api';
import { LANGUAGE_NAMES, LANGUAGE_PARAMETER, LANGUAGES, languageOf } from '@plantry/shared';
import { rememberLanguage } from '../../i18n/languages';
import './LanguageSwitcher.css';

/** Set across the reload a change of language makes, so that focus comes back to the switcher. */
const JUST_SWITCHED = 'plantry.language-switched';

/**
 * The site's language, in the header (and its drawer on phones): a native select, named for screen
 * readers, each language in its own words. A change is remembered (a member's also by the server,
 * for their emails), then the page is loaded again in it (its head and texts come from the server
 * and the catalogs in that language), with focus back on the switcher.
 */
export function LanguageSwitcher({ id, signedIn }: { id: string; signedIn: boolean }) {
  const select = useRef<HTMLSelectElement>(null);
  const [setLanguage] = useSetLanguageMutation();

  useEffect(() => {
    const element = select.current;
    if (sessionStorage.getItem(JUST_SWITCHED) !== id || element?.offsetParent == null) return;
    sessionStorage.removeItem(JUST_SWITCHED);
    element.focus();
  }, [id]);

  const change = async (code: string) => {
    const language = languageOf(code);
    if (!language) return;
    rememberLanguage(language);
    // Their emails follow when the server hears of it; the page changes language either way.
    if (signedIn) await setLanguage({ languageDto: { language } }).catch(() => undefined);
    sessionStorage.setItem(JUST_SWITCHED, id);
    const address = new URL(window.location.href);
    address.searchParams.delete(LANGUAGE_PARAMETER);
    window.location.replace(address);
  };

  return (
    <span className="language-switcher">
      <select id={id} ref={select} aria-label={t`Language`} value={i18n.locale} onChange={(event) => void change(event.target.value)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
