import type { ComponentProps } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext, Trans as LinguiTrans } from '@lingui/react';

/** What Lingui's components read from their provider: the one i18n, whose language only changes by a new page load. */
const lingui = { i18n, _: i18n._.bind(i18n) };

/**
 * Lingui's <Trans> (the one its `<Trans>` and `<Plural>` macros write, see lingui.config.ts
 * runtimeConfigModule) with the app's i18n at hand, so that no provider wraps the app: the few
 * sentences holding a link bring @lingui/react in their own pages' code, not in everyone's first
 * load (docs/decisions/languages.md).
 */
export function Trans(props: ComponentProps<typeof LinguiTrans>) {
  return (
    <LinguiContext.Provider value={lingui}>
      <LinguiTrans {...props} />
    </LinguiContext.Provider>
  );
}
