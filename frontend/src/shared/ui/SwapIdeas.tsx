import { t } from '@lingui/core/macro';
import { swapsForLine } from '@plantry/shared';
import './SwapIdeas.css';

/** How many swaps a line's ideas name. */
const SHOWN = 2;

/**
 * What to use instead of a line the vegan check flags, by the ratio (the line as written, before it
 * is read: no amounts of its own): 'Try maple syrup (1 tbsp per tbsp honey) or agave syrup (...)'.
 * Nothing when no swap is known.
 */
export function SwapIdeas({ line }: { line: string }) {
  const found = swapsForLine({ text: line, quantity: null, unit: null, name: line });
  const swaps = found?.swaps.slice(0, SHOWN) ?? [];
  if (swaps.length === 0) return null;
  return (
    <span className="swap-ideas">
      {t`Try`}{' '}
      {swaps.map((swap, index) => (
        <span key={swap.key}>
          {index > 0 && ` ${t`or`} `}
          <strong>{swap.use}</strong> ({swap.role}: {swap.ratio})
        </span>
      ))}
    </span>
  );
}
