import { Injectable } from '@nestjs/common';
import type { Role } from '@plantry/shared';
import { escapeHtml, replaceLiteral } from '../../common/html.js';
import { LANGUAGE_PARAMETER, type Language } from '../../common/i18n/index.js';
import { embedAnswers, notSignedInAnswer, type EmbeddedAnswer } from './embedded-answers.js';
import { languageLinks } from './language-links.js';

/** What the server writes into a page's <head> before the app runs. */
export interface PageHead {
  title?: string;
  /** Complete, already escaped tags (meta, link, JSON-LD script). */
  tags?: string[];
  /** The HTTP status of the page (404 for a recipe that does not exist); 200 by default. */
  status?: number;
  /** API answers the page would ask for first, written into it (see embedded-answers.ts). */
  answers?: EmbeddedAnswer[];
  /** The page's own absolute address (in no language), for its canonical link and language alternates. */
  canonical?: string;
  /** The page's language, written as the `lang` of its <html>. */
  language?: Language;
}

/** Who asks for a page: a visitor is a request with no session cookie, surely not signed in. */
export interface PageRequest {
  visitor: boolean;
  /** The role of whoever is signed in (null: nobody; undefined: cannot be told), asked only by pages that depend on it. */
  role?: () => Promise<Role | null | undefined>;
  /** The language the page is shown in (requestLanguage), and whether its address named it (`?lang=`). */
  language?: Language;
  languageNamed?: boolean;
}

/** Answers the head of the pages it knows, or undefined to leave them to the next resolver. */
export type PageHeadResolver = (url: URL, request: PageRequest) => Promise<PageHead | undefined> | PageHead | undefined;

const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/**
 * Writes the head into the built index.html: replaces its <title>, and its description when the
 * head has one of its own (a page has one description), and adds the tags before </head>. The
 * title and tags hold user text, so they go in literally (replaceLiteral), never as patterns.
 */
export function injectHead(html: string, head: PageHead): string {
  let out = html;
  if (head.language) out = out.replace(/<html(?: lang="[^"]*")?>/, `<html lang="${head.language}">`);
  if (head.title) out = replaceLiteral(out, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.tags?.some((tag) => DESCRIPTION.test(tag))) out = replaceLiteral(out, DESCRIPTION, '');
  if (head.tags?.length) out = replaceLiteral(out, '</head>', `${head.tags.join('\n')}\n</head>`);
  return embedAnswers(out, head.answers ?? []);
}

/**
 * The hook for per-route server-side <head> content (titles, meta, JSON-LD). Modules register
 * resolvers; the first one that answers for a path wins.
 */
@Injectable()
export class PageHeadService {
  private readonly resolvers: PageHeadResolver[] = [];

  register(resolver: PageHeadResolver): void {
    this.resolvers.push(resolver);
  }

  /**
   * The head of a page, from its path and query (e.g. '/browse?cuisine=Thai'). A visitor's page
   * also answers who is signed in: nobody.
   */
  async headFor(pathAndQuery: string, request: PageRequest = { visitor: false }): Promise<PageHead> {
    const url = new URL(pathAndQuery, 'http://site.invalid');
    // The same page in every language: the resolvers never see which.
    url.searchParams.delete(LANGUAGE_PARAMETER);
    const resolved = await this.resolvedHead(url, request);
    const head = request.language ? this.inLanguage(resolved, request.language, request.languageNamed) : resolved;
    return request.visitor ? { ...head, answers: [notSignedInAnswer(), ...(head.answers ?? [])] } : head;
  }

  /** The page's `lang`, and for a page with an address of its own its canonical link and language alternates. */
  private inLanguage(head: PageHead, language: Language, named = false): PageHead {
    const links = head.canonical ? languageLinks(head.canonical, language, named) : [];
    return { ...head, language, tags: [...(head.tags ?? []), ...links] };
  }

  private async resolvedHead(url: URL, request: PageRequest): Promise<PageHead> {
    for (const resolver of this.resolvers) {
      const head = await resolver(url, request);
      if (head) return head;
    }
    return {};
  }
}
