import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Segmented } from 'antd';
import { lazy, Suspense } from 'react';
import type { RecipeDetailDto } from '../../../api';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { formatAmount } from './amounts';
import type { UnitSystem } from './measures';
import { shownLine } from './shownLine';
import { MOST, type RecipeScale } from './useRecipeScale';
import './IngredientsSection.css';

// Members only: loaded when a member opens a recipe, not for a visitor's page.
const AddToShoppingList = lazy(() => import('./AddToShoppingList').then((m) => ({ default: m.AddToShoppingList })));

const SYSTEM_OPTIONS: { label: MessageDescriptor; value: UnitSystem }[] = [
  { label: msg`As written`, value: 'written' },
  { label: msg`Metric`, value: 'metric' },
  { label: msg`US`, value: 'us' },
];
const QUICK = [
  { label: '½×', value: 0.5 },
  { label: '1×', value: 1 },
  { label: '2×', value: 2 },
];

/** One fewer, down to one (then halves, to a half); one more, up to MOST. */
const fewer = (amount: number) => (amount > 1 ? Math.ceil(amount) - 1 : 0.5);
const more = (amount: number) => Math.min(MOST, Math.floor(amount) + 1);

function ScaleControls({ scale }: { scale: RecipeScale }) {
  const { base, amount, factor, setAmount, system, setSystem } = scale;
  const batches = base === null;
  return (
    <div className="recipe-scale" role="group" aria-label={t`Servings and units`}>
      <div className="recipe-scale__stepper">
        <span className="recipe-scale__label" id="recipe-scale-label">
          {batches ? t`Batches` : t`Servings`}
        </span>
        <Button
          shape="circle"
          icon={<MinusOutlined aria-hidden />}
          aria-label={batches ? t`Fewer batches` : t`Fewer servings`}
          disabled={amount <= 0.5}
          onClick={() => setAmount(fewer(amount))}
        />
        <output className="recipe-scale__amount" aria-labelledby="recipe-scale-label" aria-live="polite">
          {formatAmount(amount, 'fraction')}
        </output>
        <Button
          shape="circle"
          icon={<PlusOutlined aria-hidden />}
          aria-label={batches ? t`More batches` : t`More servings`}
          disabled={amount >= MOST}
          onClick={() => setAmount(more(amount))}
        />
      </div>
      <Segmented
        aria-label={t`Scale the recipe`}
        options={QUICK.map(({ label, value }) => ({ label, value: String(value) }))}
        value={QUICK.some(({ value }) => value === factor) ? String(factor) : ''}
        onChange={(value) => setAmount(Number(value) * (base ?? 1))}
      />
      <Segmented<UnitSystem>
        aria-label={t`Units`}
        options={SYSTEM_OPTIONS.map(({ label, value }) => ({ label: i18n._(label), value }))}
        value={system}
        onChange={setSystem}
      />
    </div>
  );
}

/** What the list is for, when it is not the recipe as written (also on paper). */
function scaleNote({ base, amount, factor }: RecipeScale): string | null {
  if (factor === 1) return null;
  const times = formatAmount(factor, 'fraction');
  const servings = formatAmount(amount, 'fraction');
  return base === null ? t`Scaled ${times} times` : t`For ${servings} servings (the recipe makes ${base})`;
}

/** The ingredients, scaled and in the chosen units, with the controls that choose them. */
export function IngredientsSection({ recipe, scale }: { recipe: RecipeDetailDto; scale: RecipeScale }) {
  const note = scaleNote(scale);
  const { user } = useCurrentUser();
  return (
    <section className="recipe-section recipe-ingredients" aria-labelledby="recipe-ingredients-title">
      <h2 id="recipe-ingredients-title" className="recipe-section__title">
        {t`Ingredients`}
      </h2>
      <ScaleControls scale={scale} />
      {note && <p className="recipe-scale__note">{note}</p>}
      <ul className="recipe-ingredients__list">
        {recipe.ingredientLines.map((line, index) =>
          line.isGroup ? (
            <li key={index} className="recipe-ingredients__group">
              {line.name}
            </li>
          ) : (
            <li key={index}>{shownLine(line, scale.factor, scale.system)}</li>
          ),
        )}
      </ul>
      {user && (
        <Suspense fallback={null}>
          <AddToShoppingList recipe={recipe} scale={scale} />
        </Suspense>
      )}
    </section>
  );
}
