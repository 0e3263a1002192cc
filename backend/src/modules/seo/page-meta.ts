import { PRODUCT_NAME } from '@plantry/shared';
import { escapeHtml } from '../../common/html.js';
import type { PageHead } from './page-head.service.js';

export interface PageMeta {
  title: string;
  description: string;
  /** The absolute canonical address. */
  url: string;
  /** An absolute image address for link previews. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  /** Extra complete tags (JSON-LD). */
  extra?: string[];
  status?: number;
}

const DESCRIPTION_MAX = 300;

/** Shortens text for a meta description at a word boundary. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1) > 0 ? clean.lastIndexOf(' ', max - 1) : max - 1)}…`;
}

/**
 * Title, description, Open Graph and Twitter tags: every value escaped. The canonical link and the
 * language alternates are added for the language the page is asked in (PageHeadService).
 */
export function pageHead(meta: PageMeta): PageHead {
  const attr = escapeHtml;
  const description = excerpt(meta.description);
  const tags = [
    `<meta name="description" content="${attr(description)}">`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:url" content="${attr(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(description)}">`,
    ...(meta.image
      ? [`<meta property="og:image" content="${attr(meta.image)}">`, `<meta name="twitter:image" content="${attr(meta.image)}">`]
      : []),
    ...(meta.extra ?? []),
  ];
  return { title: meta.title, tags, status: meta.status, canonical: meta.url };
}
