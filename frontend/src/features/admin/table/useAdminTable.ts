import { useState } from 'react';
import type { SortOrder } from '@plantry/shared';

/** Rows per page of every admin table. */
export const ADMIN_PAGE_SIZE = 20;

/** antd's name for a column's direction; null when its sorter is cleared. */
export type ColumnSortOrder = 'ascend' | 'descend' | null;

export interface TableSort<K extends string> {
  sortBy: K | 'createdAt';
  order: SortOrder;
}

/** SPEC.md section 9: the admin tables start with the newest first. */
const DEFAULT_SORT = { sortBy: 'createdAt', order: 'desc' } as const;

/**
 * The page, sort and search of one server-side paged admin table. `sorts` are the columns it may
 * sort by (the API's sortBy values, which are also the columns' keys).
 */
export function useAdminTable<K extends string>(sorts: readonly K[]) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort<K>>(DEFAULT_SORT);
  const [search, setSearch] = useState('');

  /** A column header was clicked: its direction, or back to newest first when cleared. */
  const sortOn = (key: unknown, order: ColumnSortOrder | undefined) => {
    const column = sorts.find((known) => known === key);
    setSort(column && order ? { sortBy: column, order: order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
    setPage(1);
  };

  return {
    page,
    sort,
    search,
    /** The page's part of the API's arguments. */
    paging: { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
    /** The sort's part of the API's arguments. */
    sorting: { sortBy: sort.sortBy, order: sort.order },
    /** The search's part of the API's arguments: none while the box is empty. */
    searching: search ? { search } : {},
    goToPage: setPage,
    sortOn,
    /** The direction a column shows: only the column sorted by has one. */
    sortOrderOf: (key: string): ColumnSortOrder => (sort.sortBy === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null),
    /** A new search (or filter) starts again at the first page. */
    searchFor: (text: string) => {
      setSearch(text.trim());
      setPage(1);
    },
    firstPage: () => setPage(1),
    /**
     * After the last row of the last page went (deleted, or filtered away), shows the page before.
     * Called while rendering, with the total of the page's answer.
     */
    keepPageWithin: (total: number | undefined) => {
      const lastPage = Math.max(1, Math.ceil((total ?? 0) / ADMIN_PAGE_SIZE));
      if (total !== undefined && page > lastPage) setPage(lastPage);
    },
  };
}

export type AdminTableState = ReturnType<typeof useAdminTable<string>>;
