import { useEffect, useRef } from 'react';
import { Table, type GetRef, type TableProps } from 'antd';
import { t } from '@lingui/core/macro';

type ScrollRegionTableProps<T> = TableProps<T> & {
  /** Names the table ('Users'), and the box it scrolls in with ' table' added ('Users table'). */
  'aria-label': string;
};

/**
 * antd's Table, whose sideways-scrolling box (narrow screens) a keyboard can reach: a named region
 * in the tab order, scrolled with the arrow keys (WCAG 2.1.1). antd offers no props for that box,
 * so they are set on it after each render.
 */
export function ScrollRegionTable<T extends object>(props: ScrollRegionTableProps<T>) {
  const ref = useRef<GetRef<typeof Table>>(null);
  const label = props['aria-label'];
  useEffect(() => {
    const box = ref.current?.nativeElement.querySelector<HTMLElement>('.ant-table-content');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    // Not the table's name alone: a section around it is often named so too.
    box.setAttribute('aria-label', t`${label} table`);
  });
  return <Table<T> ref={ref} {...props} />;
}
