import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge';

/** Every German catalog of the site, in one file loaded only for German (src/i18n/messages.ts). */
export const messages: Messages = mergeCatalogs(
  import.meta.glob<Messages>(['../../locales/app/de.po', '../../features/*/locales/de.po'], { eager: true, import: 'messages' }),
);
