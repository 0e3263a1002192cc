import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason } from '@plantry/shared';

const NAMES: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam or advertising`,
  offensive: msg`Offensive or hateful`,
  harassment: msg`Harassment or bullying`,
  not_vegan: msg`Not vegan`,
  other: msg`Something else`,
};

/** Why content was reported ('Not vegan'), in the site's language. */
export const reportReasonName = (reason: ReportReason): string => i18n._(NAMES[reason]);
