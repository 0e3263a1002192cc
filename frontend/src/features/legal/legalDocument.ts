import type { MessageDescriptor } from '@lingui/core';

/**
 * A legal page as data, its texts to be shown in the site's language. A block is a paragraph (one
 * text) or a bulleted list (texts). Inline links are written [text](href): '/path' stays in the
 * app, 'mailto:' opens mail.
 */
export type LegalBlock = MessageDescriptor | MessageDescriptor[];

export interface LegalSection {
  title: MessageDescriptor;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** The page's <h1> and document.title. */
  title: MessageDescriptor;
  effectiveDate: MessageDescriptor;
  sections: LegalSection[];
}
