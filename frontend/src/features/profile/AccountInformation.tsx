import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { UserDto } from '../../api';
import { roleName } from '../../shared/roleName';

/** '1 March 2024' (in the site's language), or 'N/A' without a valid date. */
export function memberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? i18n.date(date, { dateStyle: 'long' }) : t`N/A`;
}

/** Account type (role with a space for the underscore), email address and member-since date. */
export function AccountInformation({ user }: { user: UserDto }) {
  const rows: [string, string][] = [
    [t`Account Type`, roleName(user.role)],
    [t`Email Address`, user.email],
    [t`Member Since`, memberSince(user.createdAt)],
  ];
  return (
    <dl className="account-information">
      {rows.map(([term, value]) => (
        <div key={term} className="account-information__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
