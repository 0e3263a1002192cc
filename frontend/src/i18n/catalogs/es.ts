import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './merge';

/** Every Spanish catalog of the site, in one file loaded only for Spanish (src/i18n/messages.ts). */
export const messages: Messages = mergeCatalogs(
  import.meta.glob<Messages>(['../../locales/app/es.po', '../../features/*/locales/es.po'], { eager: true, import: 'messages' }),
);
