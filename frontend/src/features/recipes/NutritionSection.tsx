import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { NutritionDto } from '../../api';
import './NutritionSection.css';

const ROWS: { key: keyof NonNullable<NutritionDto['perServing']>; label: MessageDescriptor; unit: string }[] = [
  { key: 'energyKcal', label: msg`Energy`, unit: 'kcal' },
  { key: 'proteinG', label: msg`Protein`, unit: 'g' },
  { key: 'fatG', label: msg`Fat`, unit: 'g' },
  { key: 'carbohydrateG', label: msg`Carbohydrate`, unit: 'g' },
  { key: 'fibreG', label: msg`Fibre`, unit: 'g' },
  { key: 'ironMg', label: msg`Iron`, unit: 'mg' },
  { key: 'calciumMg', label: msg`Calcium`, unit: 'mg' },
];

/** 'based on 9 of 11 ingredients', in brackets after why there is no figure. */
const coverageNote = ({ covered, counted }: Pick<NutritionDto, 'covered' | 'counted'>) =>
  plural(counted, { one: `based on ${covered} of # ingredient`, other: `based on ${covered} of # ingredients` });

/**
 * Nutrition per serving from the ingredient lines (IFCT 2017), with how much of the recipe it
 * covers; no figure at all when too little is covered or servings are unknown, and the reason.
 * A note on vitamin B12 where an ingredient is usually fortified with it.
 */
export function NutritionSection({ nutrition, servings }: { nutrition: NutritionDto; servings: number | null }) {
  if (nutrition.counted === 0) return null;
  const { perServing, covered, counted } = nutrition;
  const coverage = coverageNote(nutrition);
  return (
    <section className="recipe-section recipe-nutrition" aria-labelledby="recipe-nutrition-title">
      <h2 id="recipe-nutrition-title" className="recipe-section__title">
        {t`Nutrition per serving`}
      </h2>
      {perServing ? (
        <table className="recipe-nutrition__table">
          <caption className="recipe-nutrition__coverage">
            {plural(counted, {
              one: `Based on ${covered} of # ingredient: ingredients we could not weigh add nothing, so figures may be low.`,
              other: `Based on ${covered} of # ingredients: ingredients we could not weigh add nothing, so figures may be low.`,
            })}
          </caption>
          <tbody>
            {ROWS.map(({ key, label, unit }) => (
              <tr key={key}>
                <th scope="row">{i18n._(label)}</th>
                <td>
                  {i18n.number(perServing[key])} {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="recipe-nutrition__coverage">
          {servings
            ? t`Too few of the ingredients are in our food table for a figure (${coverage}).`
            : t`The recipe does not say how many it serves, so there is no figure per serving (${coverage}).`}
        </p>
      )}
      {nutrition.fortifiedB12 && (
        <p className="recipe-nutrition__b12">
          {t`Vitamin B12: an ingredient here is often fortified with it (check the label). Vegans need a reliable source of B12, from fortified foods or a supplement.`}
        </p>
      )}
      <p className="recipe-nutrition__source">
        {t`Composition from the Indian Food Composition Tables 2017 (National Institute of Nutrition).`}
      </p>
    </section>
  );
}
