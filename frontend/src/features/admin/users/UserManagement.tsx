import type { TableColumnsType } from 'antd';
import { t } from '@lingui/core/macro';
import { ADMIN_USER_SORTS } from '@plantry/shared';
import { useListAdminUsersQuery, type AdminUserDto } from '../../../api';
import { useSignedInUser } from '../../auth/useCurrentUser';
import { AdminSearch } from '../table/AdminSearch';
import { AdminTable, sortableColumn } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable, type AdminTableState } from '../table/useAdminTable';
import { DeleteUserButton, RoleSelect, UserNameCell, VerifiedSwitch } from './userCells';
import './UserManagement.css';

/**
 * Fixed widths that fit the dashboard's card at 1280 px, the email taking what is left (cut with
 * '…', whole in its tooltip); narrower screens scroll the table sideways.
 */
function userColumns(table: AdminTableState, selfId: number): TableColumnsType<AdminUserDto> {
  const self = (user: AdminUserDto) => user.id === selfId;
  return [
    { ...sortableColumn(table, 'name'), title: t`User`, width: 170, render: (_, user) => <UserNameCell user={user} /> },
    { ...sortableColumn(table, 'email'), title: t`Email`, dataIndex: 'email', ellipsis: true },
    {
      ...sortableColumn(table, 'role'),
      title: t`Role`,
      width: 172,
      render: (_, user) => <RoleSelect user={user} self={self(user)} />,
    },
    {
      ...sortableColumn(table, 'emailVerified'),
      title: t`Verified`,
      width: 156,
      render: (_, user) => <VerifiedSwitch user={user} self={self(user)} />,
    },
    {
      ...sortableColumn(table, 'recipeCount'),
      title: t`Recipes`,
      width: 124,
      dataIndex: 'recipeCount',
      align: 'right',
    },
    {
      ...sortableColumn(table, 'createdAt'),
      title: t`Joined`,
      width: 140,
      render: (_, user) => formatDate(user.createdAt),
    },
    {
      key: 'actions',
      title: t`Actions`,
      width: 124,
      render: (_, user) => <DeleteUserButton user={user} self={self(user)} />,
    },
  ];
}

/** User Management: every member, their role, verification and recipe count; delete. */
export function UserManagement() {
  const me = useSignedInUser();
  const table = useAdminTable(ADMIN_USER_SORTS);
  const result = useListAdminUsersQuery({ ...table.paging, ...table.sorting, ...table.searching });
  table.keepPageWithin(result.currentData?.total);

  return (
    <>
      <div className="admin-toolbar">
        <AdminSearch label={t`Search users`} placeholder={t`Search by name or email`} onSearch={table.searchFor} />
      </div>
      <AdminTable<AdminUserDto>
        table={table}
        result={result}
        label={t`Users`}
        errorMessage={t`Failed to fetch users`}
        columns={userColumns(table, me.id)}
        rowKey={(user) => user.id}
        minWidth={1060}
        tableLayout="fixed"
      />
    </>
  );
}
