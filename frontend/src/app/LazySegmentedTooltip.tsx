import type { TooltipProps } from 'antd';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('antd/es/tooltip'));

/**
 * Stands in for antd's Tooltip where antd's Segmented imports it (see deferSegmentedTooltip in
 * vite.config.ts). Segmented wraps an option in a Tooltip only when that option has a `tooltip`,
 * which no Segmented of Plantry's has, so the tooltip's code (popup positioning, motion, about
 * 18 KB compressed in five files) need not load with the recipe page's servings and units
 * controls. Should an option get a tooltip one day, it still works: the tooltip loads then, and
 * the option shows without it meanwhile.
 */
export default function LazySegmentedTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
