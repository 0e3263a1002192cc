/**
 * A legal page as data. A block is a paragraph (string) or a bulleted list (string[]).
 * Inline links are written [text](href): '/path' stays in the app, 'mailto:' opens mail.
 */
export type LegalBlock = string | string[];

export interface LegalSection {
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  /** The page's <h1> and document.title. */
  title: string;
  effectiveDate: string;
  sections: LegalSection[];
}
