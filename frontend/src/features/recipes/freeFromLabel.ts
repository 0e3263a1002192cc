import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FreeFromKey } from '@plantry/shared';

const LABELS: Record<FreeFromKey, MessageDescriptor> = {
  gluten: msg`Gluten-free`,
  soy: msg`Soy-free`,
  'tree-nuts': msg`Tree-nut-free`,
  peanuts: msg`Peanut-free`,
  sesame: msg`Sesame-free`,
  oil: msg`Oil-free`,
};

/** A free-from key as badges and the editor name it ('Gluten-free'), in the site's language. */
export const freeFromLabel = (key: FreeFromKey): string => i18n._(LABELS[key]);
