import { Avatar, Select, Switch, Tag } from 'antd';
import { t } from '@lingui/core/macro';
import { avatarInitial, type Role } from '@plantry/shared';
import { roleName } from '../../../shared/roleName';
import { useDeleteUserMutation, useUpdateUserMutation, type AdminUserDto } from '../../../api';
import { DeleteButton } from '../table/DeleteButton';
import { formatDate } from '../table/formatDate';
import { useChosenValue } from '../table/useChosenValue';
import { useAdminFeedback } from '../table/useAdminFeedback';

/** 'First Last'; the email when the member gave no name (admins see emails anyway). */
export function userName(user: AdminUserDto): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** The admin screen calls 'registered' 'user' (SPEC.md sections 3 and 4). */
const roleOptions = (): { value: Role; label: string }[] => [
  { value: 'registered', label: t`user` },
  { value: 'home_cook', label: roleName('home_cook') },
  { value: 'admin', label: roleName('admin') },
];

interface UserCellProps {
  user: AdminUserDto;
  /** The row of the signed-in admin, who may not demote, unverify or delete themself. */
  self: boolean;
}

/** Picture (else the initial) and name. */
export function UserNameCell({ user }: { user: AdminUserDto }) {
  return (
    <span className="admin-user">
      <Avatar className="admin-user__avatar" src={user.profileImageUrl ?? undefined} aria-hidden>
        {avatarInitial(user)}
      </Avatar>
      <span className="admin-user__name">
        {userName(user)}
        {user.suspendedUntil && new Date(user.suspendedUntil) > new Date() && (
          <span className="admin-table__secondary">
            <Tag color="orange">{t`Suspended`}</Tag>
            {t`until ${formatDate(user.suspendedUntil)}`}
          </span>
        )}
      </span>
    </span>
  );
}

/** Saves one change of a user's row (t`User updated successfully`). */
function useUserChange<K extends 'role' | 'emailVerified'>(user: AdminUserDto, field: K) {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const report = useAdminFeedback();
  const { shown, change } = useChosenValue(user[field], (value) =>
    report(updateUser({ id: user.id, updateUserDto: { [field]: value } }), t`User updated successfully`),
  );
  return { shown, change, isLoading };
}

export function RoleSelect({ user, self }: UserCellProps) {
  const { shown, change, isLoading } = useUserChange(user, 'role');
  return (
    <Select<Role>
      className="admin-user__role"
      aria-label={t`Role of ${userName(user)}`}
      value={shown}
      options={roleOptions()}
      disabled={self}
      loading={isLoading}
      popupMatchSelectWidth={false}
      onChange={(role) => void change(role)}
    />
  );
}

/** A small switch with its state, 'Verified' or 'Not Verified', written beside it (never cut inside it). */
export function VerifiedSwitch({ user, self }: UserCellProps) {
  const { shown, change, isLoading } = useUserChange(user, 'emailVerified');
  return (
    <span className="admin-user__verified">
      <Switch
        size="small"
        aria-label={t`Email verified for ${userName(user)}`}
        checked={shown}
        disabled={self}
        loading={isLoading}
        onChange={(emailVerified) => void change(emailVerified)}
      />
      <span aria-hidden="true">{shown ? t`Verified` : t`Not Verified`}</span>
    </span>
  );
}

export function DeleteUserButton({ user, self }: UserCellProps) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const report = useAdminFeedback();
  return (
    <DeleteButton
      name={userName(user)}
      title={t`Delete user?`}
      warning={t`All their recipes, reviews, favourites and photos will be deleted too. This cannot be undone.`}
      busy={isLoading}
      disabledReason={self ? t`You cannot delete your own account` : undefined}
      onConfirm={() => void report(deleteUser({ id: user.id }), t`User deleted successfully`)}
    />
  );
}
