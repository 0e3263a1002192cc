import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SwapRole } from '@plantry/shared';

const NAMES: Record<SwapRole, MessageDescriptor> = {
  binding: msg`Binding`,
  leavening: msg`Leavening`,
  moisture: msg`Moisture`,
  richness: msg`Richness`,
  creaminess: msg`Creaminess`,
  melt: msg`Melt`,
  whipping: msg`Whipping`,
  tang: msg`Tang`,
  sweetness: msg`Sweetness`,
  umami: msg`Umami`,
  flavour: msg`Flavour`,
  setting: msg`Setting`,
  thickening: msg`Thickening`,
  structure: msg`Structure`,
  frying: msg`Frying`,
  dressing: msg`Dressing`,
  protein: msg`Protein`,
  crunch: msg`Crunch`,
  coating: msg`Coating`,
};

/** What a swap does in the dish ('Sweetness'), in the site's language. */
export const swapRoleName = (role: SwapRole): string => i18n._(NAMES[role]);
