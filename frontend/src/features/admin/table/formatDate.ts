import { i18n } from '@lingui/core';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** The dashboard's dates in the site's language, English ones day first as en-GB writes them ('1 Mar 2024'). */
const dateLocale = () => (i18n.locale === 'en' ? 'en-GB' : i18n.locale);

/** '1 Mar 2024', as the dates of My Recipes (`options` for more or less of it); '—' without a valid date. */
export function formatDate(iso: string | null | undefined, options: Intl.DateTimeFormatOptions = DAY): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString(dateLocale(), options) : '—';
}
