import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Link, type To } from 'react-router';
import './Pager.css';

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

interface PagerProps {
  page: number;
  pageCount: number;
  /** Where page `n` lives (the address of the list with its page parameter). */
  to: (page: number) => To;
  /** Called when a page link is followed (e.g. to scroll back to the top). */
  onNavigate?: (page: number) => void;
}

/**
 * Numbered pages as real links, so each page of a list has its own address; the current one is a
 * link too, marked aria-current="page" so that screen readers say it is the current page.
 */
export function Pager({ page, pageCount, to, onNavigate }: PagerProps) {
  if (pageCount <= 1) return null;
  const link = (target: number, label: string, content: ReactNode, className: string, current = false) => (
    <Link
      to={to(target)}
      className={className}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onNavigate?.(target)}
    >
      {content}
    </Link>
  );

  return (
    <nav className="pager" aria-label={t`Pagination`}>
      {page > 1 ? (
        link(
          page - 1,
          t`Previous page`,
          <>
            <LeftOutlined aria-hidden />
            <span className="pager__word">{t`Previous`}</span>
          </>,
          'pager__step',
        )
      ) : (
        <span className="pager__step pager__step--disabled" aria-hidden="true">
          <LeftOutlined />
          <span className="pager__word">{t`Previous`}</span>
        </span>
      )}
      <ol className="pager__pages">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page
                ? link(item, t`Page ${item}`, item, 'pager__page pager__page--current', true)
                : link(item, t`Page ${item}`, item, 'pager__page')}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        link(
          page + 1,
          t`Next page`,
          <>
            <span className="pager__word">{t`Next`}</span>
            <RightOutlined aria-hidden />
          </>,
          'pager__step',
        )
      ) : (
        <span className="pager__step pager__step--disabled" aria-hidden="true">
          <span className="pager__word">{t`Next`}</span>
          <RightOutlined />
        </span>
      )}
    </nav>
  );
}
