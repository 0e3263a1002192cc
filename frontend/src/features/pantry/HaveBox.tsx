import { t } from '@lingui/core/macro';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PANTRY } from '@plantry/shared';
import { useId, useRef, useState } from 'react';
import { usePantryFoodsQuery } from '../../api';
import { ChipRemoveButton } from '../browse/FilterControls';
import './HaveBox.css';

interface HaveBoxProps {
  /** The foods in the address. */
  have: string[];
  onChange: (have: string[]) => void;
}

/** Foods typed in, split at commas, each once (any case), as many as the API takes. */
export function addedFoods(have: readonly string[], typed: string): string[] {
  const known = new Set(have.map((food) => food.toLowerCase()));
  const added = typed
    .split(',')
    .map((food) => food.trim().slice(0, PANTRY.foodMaxLength))
    .filter((food) => food && !known.has(food.toLowerCase()) && known.add(food.toLowerCase()));
  return [...have, ...added].slice(0, PANTRY.haveMax);
}

/**
 * "What you have": a text box suggesting the foods recipes have as one types (the browser's own
 * list: a datalist, reachable by keyboard and read by screen readers), adding on Enter or Add, and
 * the foods added as chips, each with a button that removes it (focus goes back to the box).
 */
export function HaveBox({ have, onChange }: HaveBoxProps) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { data } = usePantryFoodsQuery();
  const { haveMax } = PANTRY;
  const full = have.length >= haveMax;
  return (
    <div className="have-box">
      <form
        className="have-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) onChange(addedFoods(have, draft));
          setDraft('');
        }}
      >
        <label htmlFor={id} className="filter-field__label">
          {t`What you have`}
        </label>
        <div className="have-box__row">
          <input
            ref={input}
            id={id}
            className="filter-input"
            list={`${id}-foods`}
            value={draft}
            maxLength={PANTRY.foodMaxLength * 4}
            disabled={full}
            placeholder={t`tofu, rice, spinach...`}
            enterKeyHint="done"
            autoComplete="off"
            aria-describedby={`${id}-help`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button htmlType="submit" icon={<PlusOutlined aria-hidden />} disabled={full} className="have-box__add">
            {t`Add`}
          </Button>
        </div>
        <datalist id={`${id}-foods`}>
          {data?.foods.map(({ food }) => (
            <option key={food} value={food} />
          ))}
        </datalist>
        <p id={`${id}-help`} className="have-box__help">
          {full ? t`That is the most we can look for at once (${haveMax}).` : t`Salt, pepper, water and oil are taken as always there.`}
        </p>
      </form>
      {have.length > 0 && (
        <ul className="have-box__foods" aria-label={t`Your ingredients`}>
          {have.map((food) => (
            <li key={food} className="have-box__food">
              {food}
              <ChipRemoveButton
                label={t`Remove ${food}`}
                onClick={() => {
                  onChange(have.filter((other) => other !== food));
                  input.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
