import { msg, t } from '@lingui/core/macro';
import { Button } from 'antd';
import { CloseOutlined, FilterOutlined, ShoppingOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Page } from '../../shared/ui/Page';
import '../../shared/ui/VisuallyHidden.css';
import { ChipRemoveButton, CuisineSelect, SearchBox, SortSelect, TimeSelect, type SortLabels } from './FilterControls';
import { PopularCuisineButtons } from './PopularCuisineButtons';
import { recipesFound, type RecipeFilters } from './recipeFilters';
import { RecipeResults } from './RecipeResults';
import { FreeFromFilter } from './FreeFromFilter';
import { useRecipeResults } from './useRecipeResults';
import './BrowsePage.css';

const SORT_LABELS: SortLabels = { newest: msg`Newest`, rating: msg`Rating`, popular: msg`Popular`, trending: msg`Trending` };
const SKELETONS = 8;

function browseHeading({ search, cuisine }: RecipeFilters): string {
  if (search) return t`Search Results for ${search}`;
  if (cuisine) return t`${cuisine} Recipes`;
  return t`Browse Recipes`;
}

export function BrowsePage() {
  const state = useRecipeResults();
  const { filters, update, clear, results: currentData, loading, active } = state;

  const results = (
    <RecipeResults
      state={state}
      skeletons={SKELETONS}
      priorityImage
      empty={{
        title: t`No recipes found matching your criteria.`,
        description: t`Try adjusting your filters or search terms.`,
        clearLabel: t`Show all recipes`,
      }}
    />
  );

  return (
    <Page
      title={browseHeading(filters)}
      subtitle={<span aria-live="polite">{currentData && !loading ? recipesFound(currentData.total) : t`Finding recipes...`}</span>}
      actions={
        <>
          <ButtonLink to="/pantry" icon={<ShoppingOutlined aria-hidden />}>
            {t`What Can I Cook?`}
          </ButtonLink>
          <ButtonLink to="/advanced-search" icon={<FilterOutlined aria-hidden />}>
            {t`Advanced Search`}
          </ButtonLink>
        </>
      }
    >
      <div className="filter-panel browse-filters">
        <div className="browse-filters__search">
          <SearchBox value={filters.search} placeholder={t`Search recipes...`} onSearch={(search) => update({ search })} />
        </div>
        <CuisineSelect value={filters.cuisine} anyLabel={t`All Cuisines`} onChange={(cuisine) => update({ cuisine })} />
        <TimeSelect value={filters.maxMinutes} onChange={(maxMinutes) => update({ maxMinutes })} />
        <SortSelect
          value={filters.sortBy}
          labels={SORT_LABELS}
          searching={Boolean(filters.search)}
          onChange={(sortBy) => update({ sortBy })}
        />
        <div className="browse-filters__free-from">
          <FreeFromFilter filters={filters} onChange={(freeFrom) => update({ freeFrom })} />
        </div>
      </div>

      {active && (
        <div className="browse-active">
          {filters.tags.map((tag) => (
            <span key={tag} className="browse-active__tag">
              {t`Tag: ${tag}`}
              <ChipRemoveButton
                label={t`Remove tag ${tag}`}
                onClick={() => update({ tags: filters.tags.filter((other) => other !== tag) })}
              />
            </span>
          ))}
          <Button type="link" icon={<CloseOutlined aria-hidden />} onClick={clear} className="browse-active__clear">
            {t`Clear all filters`}
          </Button>
        </div>
      )}

      <PopularCuisineButtons selected={filters.cuisine} onSelect={(cuisine) => update({ cuisine })} />

      <section className="browse-results" aria-labelledby="browse-results-heading">
        <h2 id="browse-results-heading" className="visually-hidden">
          {t`Recipes`}
        </h2>
        {results}
      </section>
    </Page>
  );
}
