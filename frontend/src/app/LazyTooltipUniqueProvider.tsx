import { lazy, Suspense, type ReactNode } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/**
 * Stands in for antd's Tooltip UniqueProvider where antd's ConfigProvider imports it (see
 * deferTooltipUniqueProvider in vite.config.ts). ConfigProvider renders it only for its
 * `tooltip.unique` option, which Plantry does not set, so its code (popup positioning) need not be
 * in the first load. Should the option be set one day, it still works: the provider loads then, and
 * the content shows without it meanwhile (and is mounted afresh once it arrives).
 */
export default function LazyTooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
