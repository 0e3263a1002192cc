import type { TableColumnsType } from 'antd';
import { t } from '@lingui/core/macro';
import { ADMIN_CUISINE_SORTS } from '@plantry/shared';
import { useListAdminCuisinesQuery, type AdminCuisineDto } from '../../../api';
import { AdminTable, sortableColumn } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable, type AdminTableState } from '../table/useAdminTable';
import { AddCuisineForm } from './AddCuisineForm';
import { ActiveSwitch, DeleteCuisineButton } from './cuisineCells';
import { CuisineNameCell } from './CuisineNameCell';
import './CuisineManagement.css';

function cuisineColumns(table: AdminTableState): TableColumnsType<AdminCuisineDto> {
  return [
    { ...sortableColumn(table, 'name'), title: t`Name`, render: (_, cuisine) => <CuisineNameCell cuisine={cuisine} /> },
    { ...sortableColumn(table, 'recipeCount'), title: t`Recipes`, dataIndex: 'recipeCount', align: 'right' },
    { key: 'isActive', title: t`Status`, render: (_, cuisine) => <ActiveSwitch cuisine={cuisine} /> },
    { ...sortableColumn(table, 'createdAt'), title: t`Created`, render: (_, cuisine) => formatDate(cuisine.createdAt) },
    { key: 'actions', title: t`Actions`, render: (_, cuisine) => <DeleteCuisineButton cuisine={cuisine} /> },
  ];
}

/** Cuisine Management: add, rename in place, switch on and off, delete. */
export function CuisineManagement() {
  const table = useAdminTable(ADMIN_CUISINE_SORTS);
  const result = useListAdminCuisinesQuery({ ...table.paging, ...table.sorting });
  table.keepPageWithin(result.currentData?.total);

  return (
    <>
      <div className="admin-toolbar">
        <AddCuisineForm />
      </div>
      <AdminTable<AdminCuisineDto>
        table={table}
        result={result}
        label={t`Cuisines`}
        errorMessage={t`Failed to fetch cuisines`}
        columns={cuisineColumns(table)}
        rowKey={(cuisine) => cuisine.id}
        minWidth={640}
      />
    </>
  );
}
