/** Content types read as a web page; a page served without one is read too. */
const PAGE_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export const isPageType = (contentType: string | null) => contentType === null || PAGE_TYPES.test(contentType.trim());

/** The charset a page declares in its Content-Type, else in a `<meta>` of its first 2 KB. */
function declaredCharset(body: Buffer, contentType: string | null): string | undefined {
  const fromHeader = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  return /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
}

/**
 * A page's text in the charset it declares (Node's TextDecoder knows the WHATWG labels, from
 * windows-1252 to shift_jis), UTF-8 when it declares none or one unknown.
 */
export function decodePage(body: Buffer, contentType: string | null): string {
  const label = declaredCharset(body, contentType) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
