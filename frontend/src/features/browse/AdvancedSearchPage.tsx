import { msg, t } from '@lingui/core/macro';
import { Button } from 'antd';
import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { BackLink } from '../../shared/ui/BackLink';
import { Page } from '../../shared/ui/Page';
import { ChipRemoveButton, CuisineSelect, SearchBox, SortSelect, TimeSelect, type SortLabels } from './FilterControls';
import { freeFromNameInSentence, recipesFound, timeFilterInSentence } from './recipeFilters';
import { RecipeResults } from './RecipeResults';
import { FreeFromFilter } from './FreeFromFilter';
import { useRecipeResults } from './useRecipeResults';
import './AdvancedSearchPage.css';

const SORT_LABELS: SortLabels = {
  newest: msg`Newest First`,
  rating: msg`Highest Rated`,
  popular: msg`Most Popular`,
  trending: msg`Trending Now`,
};
const SKELETONS = 6;

interface FilterBadgeProps {
  label: string;
  /** The remove button's name, saying which filter it drops ('Remove search filter'). */
  removeLabel: string;
  onRemove: () => void;
}

function FilterBadge({ label, removeLabel, onRemove }: FilterBadgeProps) {
  return (
    <li className="filter-badge">
      <span>{label}</span>
      <ChipRemoveButton label={removeLabel} onClick={onRemove} />
    </li>
  );
}

export function AdvancedSearchPage() {
  const state = useRecipeResults();
  const { filters, update, clear, results: currentData, loading, active } = state;
  const { search, cuisine } = filters;
  const time = filters.maxMinutes === null ? '' : timeFilterInSentence(filters.maxMinutes);
  const freeFrom = filters.freeFrom.map(freeFromNameInSentence).join(', ');
  const tags = filters.tags.join(', ');

  const results = (
    <RecipeResults
      state={state}
      skeletons={SKELETONS}
      layout="narrow"
      empty={{
        title: t`No recipes found`,
        description: t`Try another ingredient or title, or widen the cuisine.`,
        clearLabel: t`Clear filters`,
        clearIcon: <ClearOutlined aria-hidden />,
      }}
    />
  );

  return (
    <Page
      title={t`Advanced Search`}
      subtitle={t`Find recipes by ingredient, title, cuisine, time and rating.`}
      before={<BackLink to="/browse">{t`Back to Browse`}</BackLink>}
    >
      <div className="advanced-search">
        <aside className="advanced-search__panel" aria-labelledby="advanced-search-filters">
          <h2 id="advanced-search-filters" className="advanced-search__panel-title">
            <FilterOutlined aria-hidden /> {t`Filters`}
          </h2>
          <SearchBox
            value={filters.search}
            placeholder={t`Ingredient or recipe title...`}
            showLabel
            onSearch={(search) => update({ search })}
          />
          <CuisineSelect value={filters.cuisine} anyLabel={t`Any cuisine`} onChange={(cuisine) => update({ cuisine })} />
          <TimeSelect value={filters.maxMinutes} onChange={(maxMinutes) => update({ maxMinutes })} />
          <SortSelect
            value={filters.sortBy}
            labels={SORT_LABELS}
            searching={Boolean(filters.search)}
            onChange={(sortBy) => update({ sortBy })}
          />
          <FreeFromFilter filters={filters} onChange={(freeFrom) => update({ freeFrom })} />
          <Button block icon={<ClearOutlined aria-hidden />} disabled={!active} onClick={clear}>
            {t`Clear All Filters`}
          </Button>
        </aside>

        <section className="advanced-search__results" aria-labelledby="advanced-search-results">
          <div className="advanced-search__summary">
            <h2 id="advanced-search-results" className="advanced-search__heading">
              {search ? t`Search Results for ${search}` : t`Recipe Results`}
            </h2>
            <p className="advanced-search__count" aria-live="polite">
              {loading || !currentData ? t`Searching...` : recipesFound(currentData.total)}
            </p>
          </div>
          {active && (
            <ul className="advanced-search__badges" aria-label={t`Active filters`}>
              {search && (
                <FilterBadge label={t`Search: ${search}`} removeLabel={t`Remove search filter`} onRemove={() => update({ search: '' })} />
              )}
              {cuisine && (
                <FilterBadge
                  label={t`Cuisine: ${cuisine}`}
                  removeLabel={t`Remove cuisine filter`}
                  onRemove={() => update({ cuisine: '' })}
                />
              )}
              {time && (
                <FilterBadge label={t`Time: ${time}`} removeLabel={t`Remove time filter`} onRemove={() => update({ maxMinutes: null })} />
              )}
              {freeFrom && (
                <FilterBadge
                  label={t`Free from: ${freeFrom}`}
                  removeLabel={t`Remove free-from filter`}
                  onRemove={() => update({ freeFrom: [] })}
                />
              )}
              {tags && <FilterBadge label={t`Tags: ${tags}`} removeLabel={t`Remove tags filter`} onRemove={() => update({ tags: [] })} />}
            </ul>
          )}
          {results}
        </section>
      </div>
    </Page>
  );
}
