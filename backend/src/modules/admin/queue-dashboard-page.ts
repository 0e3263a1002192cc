import type { UIConfig } from '@bull-board/api/typings/app';

/** The dashboard's own settings: its title, and no link to bull-board's documentation site. */
export const QUEUE_DASHBOARD_UI: UIConfig = { boardTitle: 'Plantry queues', hideDocsLink: true };

/** A stylesheet or script of another host (bull-board's page asks Google for its fonts). */
const OUTSIDE_ASSET =
  /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>\s*|<script\b[^>]*\bsrc="(?:https?:)?\/\/[^"]*"[^>]*><\/script>\s*/gi;

/** Always in view, outside bull-board's app, in a corner both its layouts (phone and desktop) leave free. */
const BACK_LINK =
  '<a href="/admin" style="position:fixed;right:16px;bottom:16px;z-index:1000;padding:10px 16px;border-radius:999px;' +
  'background:#15803d;color:#fff;font:500 14px/1.2 system-ui,sans-serif;text-decoration:none;box-shadow:0 1px 4px rgba(0,0,0,.3)">' +
  '← Admin Dashboard</a>';

/** The page without what it would load from other hosts (it keeps its system fonts), with a way back to the admin dashboard. */
export const ownPage = (html: string) => html.replace(OUTSIDE_ASSET, '').replace('</body>', `${BACK_LINK}\n</body>`);

type Render = (path: string, options: object, done: (error: Error | null, html?: string) => void) => void;

/**
 * Serves bull-board's page as ownPage makes it: its view engine (bull-board's own, set on
 * its Express app) is wrapped so that the rendered page is cleaned before it is sent.
 */
export function ownDashboardPage(boardApp: { engines: Record<string, Render>; engine: (ext: string, render: Render) => void }): void {
  const render = boardApp.engines['.ejs'];
  if (!render) throw new Error('bull-board renders no .ejs view: its page cannot be cleaned');
  boardApp.engine('ejs', (path, options, done) =>
    render(path, options, (error, html) => done(error, html === undefined ? html : ownPage(html))),
  );
}
