import { Injectable } from '@nestjs/common';

/** What the server writes into a page's <head> before the app runs. */
export interface PageHead {
  title?: string;
  /** Complete, already escaped tags (meta, link, JSON-LD script). */
  tags?: string[];
}

/** Answers the head of the paths it knows, or undefined to leave them to the next resolver. */
export type PageHeadResolver = (path: string) => Promise<PageHead | undefined> | PageHead | undefined;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** Writes the head into the built index.html: replaces its <title> and adds tags before </head>. */
export function injectHead(html: string, head: PageHead): string {
  let out = html;
  if (head.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.tags?.length) out = out.replace('</head>', `${head.tags.join('\n')}\n</head>`);
  return out;
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

  async headFor(path: string): Promise<PageHead> {
    for (const resolver of this.resolvers) {
      const head = await resolver(path);
      if (head) return head;
    }
    return {};
  }
}
