import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleLabel, type Role } from '@plantry/shared';

const NAMES: Record<Role, MessageDescriptor> = {
  registered: msg`registered`,
  home_cook: msg`home cook`,
  admin: msg`admin`,
};

/** A role as shown ('home cook'), in the site's language; an unknown role as the server wrote it. */
export const roleName = (role: string): string => (role in NAMES ? i18n._(NAMES[role as Role]) : roleLabel(role));
