import { t } from '@lingui/core/macro';
import { ShoppingOutlined } from '@ant-design/icons';
import { PANTRY } from '@plantry/shared';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Page } from '../../shared/ui/Page';
import '../../shared/ui/VisuallyHidden.css';
import { CuisineSelect, SelectField } from '../browse/FilterControls';
import { FreeFromFilter } from '../browse/FreeFromFilter';
import { recipesFound } from '../browse/recipeFilters';
import { RecipeResults } from '../browse/RecipeResults';
import { useRecipeResults } from '../browse/useRecipeResults';
import { HaveBox } from './HaveBox';
import './PantryPage.css';

const MISSING_CHOICES = [0, 1, 2, 3, 5];

/** Under 'Missing': 'None', 'Up to 1', 'Up to 3' (short enough for half a phone's width). */
export const missingLabel = (missing: number) => (missing === 0 ? t`None` : t`Up to ${missing}`);

/**
 * "What can I cook?" (open to visitors): the foods one has, and the recipes that use them, fewest
 * ingredients missing first, each card naming what is missing; with a cuisine and free-from keys.
 * The filters live in the address like Browse's (have, maxMissing, cuisine, freeFrom, page).
 */
export function PantryPage() {
  const state = useRecipeResults((filters) => filters.have.length > 0);
  const { filters, update, results, loading } = state;
  const asked = filters.have.length > 0;
  const maxMissing = filters.maxMissing ?? PANTRY.maxMissingDefault;
  return (
    <Page
      title={t`What Can I Cook?`}
      subtitle={
        <span aria-live="polite">
          {!asked
            ? t`Tell us what is in your kitchen: we find the recipes it makes.`
            : results && !loading
              ? recipesFound(results.total)
              : t`Finding recipes...`}
        </span>
      }
    >
      <div className="filter-panel pantry-filters">
        <div className="pantry-filters__have">
          <HaveBox have={filters.have} onChange={(have) => update({ have })} />
        </div>
        <SelectField label={t`Missing`} value={String(maxMissing)} onChange={(value) => update({ maxMissing: Number(value) })}>
          {[...new Set([...MISSING_CHOICES, maxMissing])]
            .sort((a, b) => a - b)
            .map((missing) => (
              <option key={missing} value={missing}>
                {missingLabel(missing)}
              </option>
            ))}
        </SelectField>
        <CuisineSelect value={filters.cuisine} anyLabel={t`All Cuisines`} onChange={(cuisine) => update({ cuisine })} />
        <div className="pantry-filters__free-from">
          <FreeFromFilter filters={filters} counted={false} onChange={(freeFrom) => update({ freeFrom })} />
        </div>
      </div>

      <section className="pantry-results" aria-labelledby="pantry-results-heading">
        <h2 id="pantry-results-heading" className="visually-hidden">
          {t`Recipes you can cook`}
        </h2>
        {asked ? (
          <RecipeResults
            state={state}
            skeletons={4}
            empty={{
              title: t`No recipes use these ingredients yet.`,
              description: t`Try adding more of what you have, or allowing more missing ingredients.`,
              clearLabel: t`Start again`,
            }}
          />
        ) : (
          <EmptyState
            icon={<ShoppingOutlined />}
            title={t`What is in your kitchen?`}
            description={t`Add the ingredients you have, and see the recipes that use them, those missing the fewest first.`}
          />
        )}
      </section>
    </Page>
  );
}
