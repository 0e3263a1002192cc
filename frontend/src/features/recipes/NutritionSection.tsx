import type { NutritionDto } from '../../api';
import './NutritionSection.css';

const ROWS: { key: keyof NonNullable<NutritionDto['perServing']>; label: string; unit: string }[] = [
  { key: 'energyKcal', label: 'Energy', unit: 'kcal' },
  { key: 'proteinG', label: 'Protein', unit: 'g' },
  { key: 'fatG', label: 'Fat', unit: 'g' },
  { key: 'carbohydrateG', label: 'Carbohydrate', unit: 'g' },
  { key: 'fibreG', label: 'Fibre', unit: 'g' },
  { key: 'ironMg', label: 'Iron', unit: 'mg' },
  { key: 'calciumMg', label: 'Calcium', unit: 'mg' },
];

/** 'Based on 9 of 11 ingredients'. */
export const coverageText = ({ covered, counted }: Pick<NutritionDto, 'covered' | 'counted'>) =>
  `Based on ${covered} of ${counted} ${counted === 1 ? 'ingredient' : 'ingredients'}`;

/**
 * Nutrition per serving from the ingredient lines (IFCT 2017), with how much of the recipe it
 * covers; no figure at all when too little is covered or servings are unknown, and the reason.
 * A note on vitamin B12 where an ingredient is usually fortified with it.
 */
export function NutritionSection({ nutrition, servings }: { nutrition: NutritionDto; servings: number | null }) {
  if (nutrition.counted === 0) return null;
  const { perServing } = nutrition;
  return (
    <section className="recipe-section recipe-nutrition" aria-labelledby="recipe-nutrition-title">
      <h2 id="recipe-nutrition-title" className="recipe-section__title">
        Nutrition per serving
      </h2>
      {perServing ? (
        <table className="recipe-nutrition__table">
          <caption className="recipe-nutrition__coverage">
            {coverageText(nutrition)}: ingredients we could not weigh add nothing, so figures may be low.
          </caption>
          <tbody>
            {ROWS.map(({ key, label, unit }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>
                  {perServing[key].toLocaleString('en')} {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="recipe-nutrition__coverage">
          {servings
            ? 'Too few of the ingredients are in our food table for a figure'
            : 'The recipe does not say how many it serves, so there is no figure per serving'}{' '}
          ({coverageText(nutrition).toLowerCase()}).
        </p>
      )}
      {nutrition.fortifiedB12 && (
        <p className="recipe-nutrition__b12">
          Vitamin B12: an ingredient here is often fortified with it (check the label). Vegans need a reliable source of B12, from fortified
          foods or a supplement.
        </p>
      )}
      <p className="recipe-nutrition__source">
        Composition from the Indian Food Composition Tables 2017 (National Institute of Nutrition).
      </p>
    </section>
  );
}
