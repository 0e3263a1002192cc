import type { ReactNode } from 'react';
import { Link } from 'react-router';

const INLINE_LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

/** Text with inline [text](href) links: app paths become router links, others plain anchors. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label, href] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
