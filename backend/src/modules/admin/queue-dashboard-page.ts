import type { UIConfig } from '@bull-board/api/typings/app';

/** The dashboard's own settings: its title, a way back to the admin dashboard, no link out. */
export const QUEUE_DASHBOARD_UI: UIConfig = {
  boardTitle: 'Plantry queues',
  miscLinks: [{ text: 'Admin Dashboard', url: '/admin' }],
  hideDocsLink: true,
};

/** A stylesheet or script of another host (bull-board's page asks Google for its fonts). */
const OUTSIDE_ASSET = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>\s*|<script\b[^>]*\bsrc="(?:https?:)?\/\/[^"]*"[^>]*><\/script>\s*/gi;

/** The page without what it would load from other hosts: it keeps its system fonts. */
export const withoutOutsideAssets = (html: string) => html.replace(OUTSIDE_ASSET, '');

type Render = (path: string, options: object, done: (error: Error | null, html?: string) => void) => void;

/**
 * Serves bull-board's page without its outside assets: its view engine (bull-board's own, set on
 * its Express app) is wrapped so that the rendered page is cleaned before it is sent.
 */
export function ownDashboardPage(boardApp: { engines: Record<string, Render>; engine: (ext: string, render: Render) => void }): void {
  const render = boardApp.engines['.ejs'];
  if (!render) throw new Error('bull-board renders no .ejs view: its page cannot be cleaned');
  boardApp.engine('ejs', (path, options, done) => render(path, options, (error, html) => done(error, html === undefined ? html : withoutOutsideAssets(html))));
}
