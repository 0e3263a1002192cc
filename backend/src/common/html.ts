/**
 * Writing text into HTML that the server sends (page heads, emails, the sitemap). User text is
 * hostile: it is escaped for where it goes, and it is never the replacement string of
 * `String.prototype.replace`, which would expand `$&`, `` $` ``, `$'` and `$1` inside it.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/**
 * JSON for a `<script>` element (JSON-LD, embedded API answers): `<`, `>` and `&` are written as
 * \u escapes, so no text can close the element or open a comment, and U+2028/U+2029 too, which
 * older parsers took for line ends.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Replaces the first match of `pattern` in `html` with `text`, taken literally. */
export function replaceLiteral(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}
