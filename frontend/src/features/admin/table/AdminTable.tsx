import type { Key } from 'react';
import type { TableColumnType, TableProps } from 'antd';
import { ErrorNotice } from '../../../shared/ui/ErrorNotice';
import { ScrollRegionTable } from './ScrollRegionTable';
import { ADMIN_PAGE_SIZE, type AdminTableState } from './useAdminTable';
import './AdminTable.css';

/** What a list query of the admin API reports (RTK Query's result, reduced to what tables use). */
export interface PageResult<T> {
  data?: { items: T[]; total: number };
  currentData?: { items: T[]; total: number };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface AdminTableProps<T> extends Pick<TableProps<T>, 'columns' | 'expandable' | 'locale' | 'tableLayout'> {
  table: AdminTableState;
  result: PageResult<T>;
  /** Names the table for screen readers ('Users'). */
  label: string;
  /** Shown, with 'Try again', when the list cannot be loaded. */
  errorMessage: string;
  /** The width the columns need: narrower screens scroll the table sideways. */
  minWidth: number;
  rowKey: (row: T) => Key;
}

/** A column the API sorts by: clicking its header toggles the direction (SPEC.md section 9). */
export function sortableColumn<T>(table: AdminTableState, key: string): TableColumnType<T> {
  return { key, sorter: true, sortOrder: table.sortOrderOf(key) };
}

/**
 * One of the dashboard's tables: a page of 20 rows from the server, sorted by clicking headers.
 * While another page or order loads, the rows shown stay under a spinner.
 */
export function AdminTable<T extends object>({ table, result, label, errorMessage, minWidth, ...props }: AdminTableProps<T>) {
  const { data, currentData, isFetching, isError, refetch } = result;
  if (isError && !currentData) return <ErrorNotice message={errorMessage} onRetry={() => void refetch()} />;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
      table.sortOn(columnKey, order);
    } else if (action === 'paginate') {
      table.goToPage(pagination.current ?? 1);
    }
  };

  return (
    <ScrollRegionTable<T>
      {...props}
      className="admin-table"
      aria-label={label}
      dataSource={data?.items}
      loading={isFetching}
      onChange={onChange}
      // Every click toggles the direction; the sorter is never cleared (SPEC.md section 9).
      sortDirections={['ascend', 'descend', 'ascend']}
      pagination={{
        current: table.page,
        pageSize: ADMIN_PAGE_SIZE,
        total: data?.total ?? 0,
        showSizeChanger: false,
      }}
      scroll={{ x: minWidth }}
    />
  );
}
