import { t } from '@lingui/core/macro';
import { correctedFreeFrom, FREE_FROM_KEYS, freeFromOf, type FreeFromCorrections, type FreeFromKey } from '@plantry/shared';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { freeFromLabel } from '../freeFromLabel';
import { toggled } from './freeFromCorrections';
import './FreeFromCorrection.css';

interface FreeFromCorrectionProps {
  /** The form's ingredient lines now. */
  lines: string[];
  corrections: FreeFromCorrections;
  onChange: (corrections: FreeFromCorrections) => void;
}

/**
 * What the recipe is free from, ticked from its ingredient lines as they are typed, for the author
 * to correct: a key they tick or untick is marked 'Corrected' and kept through later edits.
 */
export function FreeFromCorrection({ lines, corrections, onChange }: FreeFromCorrectionProps) {
  const derived = useMemo<FreeFromKey[]>(() => (lines.length > 0 ? freeFromOf(lines) : []), [lines]);
  const shown = correctedFreeFrom(derived, corrections);
  return (
    <fieldset className="free-from-correction">
      <legend className="free-from-correction__title">{t`Free from`}</legend>
      <p className="free-from-correction__intro" id="free-from-correction-intro">
        {t`Ticked from your ingredients, for readers who avoid them. Correct any that are wrong.`}
      </p>
      <div className="free-from-correction__choices" aria-describedby="free-from-correction-intro">
        {FREE_FROM_KEYS.map((key) => {
          const corrected = shown.includes(key) !== derived.includes(key);
          return (
            <label key={key} className="free-from-correction__choice">
              <input type="checkbox" checked={shown.includes(key)} onChange={() => onChange(toggled(corrections, derived, key))} />
              {freeFromLabel(key)}
              {corrected && <Tag className="free-from-correction__tag">{t`Corrected`}</Tag>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
