import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@plantry/shared';

const NAMES: Record<NotificationKind, MessageDescriptor> = {
  review: msg`Reviews of my recipes`,
  reply: msg`Replies to my reviews`,
  follower: msg`New followers`,
  approved: msg`My recipe approved`,
  hidden: msg`My recipe hidden`,
};

/** A kind of notification as the settings name it ('New followers'), in the site's language. */
export const kindName = (kind: NotificationKind): string => i18n._(NAMES[kind]);
