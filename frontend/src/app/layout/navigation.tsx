import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { displayName } from '@plantry/shared';
import type { UserDto } from '../../api';

export interface NavItem {
  to: string;
  label: string;
  icon?: ReactNode;
}

/** The header's main links (SPEC.md 'Header and footer'). */
export function mainLinks(user: UserDto | null): NavItem[] {
  const links: NavItem[] = [
    { to: '/browse', label: t`Browse` },
    { to: '/cuisines', label: t`Categories` },
  ];
  return user ? [...links, { to: '/my-recipes', label: t`My Recipes` }] : links;
}

/** What the menus call the signed-in user: their name, else their email (they may see it). */
export function ownName(user: UserDto): string {
  const hasName = Boolean(user.firstName?.trim() || user.lastName?.trim());
  return hasName ? displayName(user) : user.email;
}
