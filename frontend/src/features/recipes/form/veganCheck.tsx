import { t } from '@lingui/core/macro';
import { useEffect, useState, type ReactElement } from 'react';
import { Modal } from 'antd';
import { veganFlags, type VeganFlag } from '@plantry/shared';
import { SwapIdeas } from '../../../shared/ui/SwapIdeas';
import { linesOf } from './recipeValues';
import './veganCheck.css';

/** How long typing pauses before the ingredients are checked again. */
export const VEGAN_HINT_DELAY_MS = 600;

/** The flagged lines; with `ideas`, each with swaps to use instead (the hint under the ingredients). */
function FlaggedLines({ flags, ideas = false }: { flags: readonly VeganFlag[]; ideas?: boolean }) {
  return (
    <ul className="vegan-check__lines">
      {flags.map(({ index, line, term }) => (
        <li key={index}>
          <span className="vegan-check__line">{line}</span> <span className="vegan-check__term">({term})</span>
          {ideas && <SwapIdeas line={line} />}
        </li>
      ))}
    </ul>
  );
}

/** A gentle note under the ingredients, once typing pauses, naming lines that look non-vegan. */
export function VeganHint({ ingredients }: { ingredients: string | undefined }) {
  const [flags, setFlags] = useState<VeganFlag[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setFlags(veganFlags(linesOf(ingredients))), VEGAN_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ingredients]);

  return (
    <div className="vegan-check__hint" aria-live="polite">
      {flags.length > 0 && (
        <>
          <p>{t`These may not be vegan. Swap them for a plant-based choice, or say so (e.g. 'vegan butter'):`}</p>
          <FlaggedLines flags={flags} ideas />
        </>
      )}
    </div>
  );
}

/**
 * Asks before saving ingredients that look non-vegan. `confirm` resolves true only for
 * 'Save anyway'; `holder` must be rendered.
 */
export function useVeganConfirm(): { confirm: (flags: readonly VeganFlag[]) => Promise<boolean>; holder: ReactElement } {
  const [modal, holder] = Modal.useModal();
  const confirm = async (flags: readonly VeganFlag[]) =>
    modal.confirm({
      title: t`Some ingredients may not be vegan`,
      content: (
        <>
          <p>{t`Plantry is a vegan community. Please check these lines:`}</p>
          <FlaggedLines flags={flags} />
        </>
      ),
      okText: t`Save anyway`,
      cancelText: t`Go back and edit`,
      focusable: { autoFocusButton: 'cancel' },
    });
  return { confirm, holder };
}
