import { roleLabel } from '@plantry/shared';
import type { UserDto } from '../../api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** '1 March 2024' (in the reader's locale), or 'N/A' without a valid date. */
export function memberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat.format(date) : 'N/A';
}

/** Account type (role with a space for the underscore), email address and member-since date. */
export function AccountInformation({ user }: { user: UserDto }) {
  const rows: [string, string][] = [
    ['Account Type', roleLabel(user.role)],
    ['Email Address', user.email],
    ['Member Since', memberSince(user.createdAt)],
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
