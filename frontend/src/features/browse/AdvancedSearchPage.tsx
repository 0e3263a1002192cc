import { Button } from 'antd';
import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { BackLink } from '../../shared/ui/BackLink';
import { Page } from '../../shared/ui/Page';
import { ChipRemoveButton, CuisineSelect, SearchBox, SortSelect, TimeSelect, type SortLabels } from './FilterControls';
import { FREE_FROM_NAMES, recipesFound, timeFilterLabel } from './recipeFilters';
import { RecipeResults } from './RecipeResults';
import { FreeFromFilter } from './FreeFromFilter';
import { useRecipeResults } from './useRecipeResults';
import './AdvancedSearchPage.css';

const SORT_LABELS: SortLabels = { newest: 'Newest First', rating: 'Highest Rated', popular: 'Most Popular', trending: 'Trending Now' };
const SKELETONS = 6;

interface FilterBadgeProps {
  label: string;
  /** Says which filter the remove button drops ('search', 'cuisine', 'time'). */
  name: string;
  onRemove: () => void;
}

function FilterBadge({ label, name, onRemove }: FilterBadgeProps) {
  return (
    <li className="filter-badge">
      <span>{label}</span>
      <ChipRemoveButton label={`Remove ${name} filter`} onClick={onRemove} />
    </li>
  );
}

export function AdvancedSearchPage() {
  const state = useRecipeResults();
  const { filters, update, clear, results: currentData, loading, active } = state;

  const results = (
    <RecipeResults
      state={state}
      skeletons={SKELETONS}
      layout="narrow"
      empty={{
        title: 'No recipes found',
        description: 'Try another ingredient or title, or widen the cuisine.',
        clearLabel: 'Clear filters',
        clearIcon: <ClearOutlined aria-hidden />,
      }}
    />
  );

  return (
    <Page
      title="Advanced Search"
      subtitle="Find recipes by ingredient, title, cuisine, time and rating."
      before={<BackLink to="/browse">Back to Browse</BackLink>}
    >
      <div className="advanced-search">
        <aside className="advanced-search__panel" aria-labelledby="advanced-search-filters">
          <h2 id="advanced-search-filters" className="advanced-search__panel-title">
            <FilterOutlined aria-hidden /> Filters
          </h2>
          <SearchBox
            value={filters.search}
            placeholder="Ingredient or recipe title..."
            showLabel
            onSearch={(search) => update({ search })}
          />
          <CuisineSelect value={filters.cuisine} anyLabel="Any cuisine" onChange={(cuisine) => update({ cuisine })} />
          <TimeSelect value={filters.maxMinutes} onChange={(maxMinutes) => update({ maxMinutes })} />
          <SortSelect
            value={filters.sortBy}
            labels={SORT_LABELS}
            searching={Boolean(filters.search)}
            onChange={(sortBy) => update({ sortBy })}
          />
          <FreeFromFilter filters={filters} onChange={(freeFrom) => update({ freeFrom })} />
          <Button block icon={<ClearOutlined aria-hidden />} disabled={!active} onClick={clear}>
            Clear All Filters
          </Button>
        </aside>

        <section className="advanced-search__results" aria-labelledby="advanced-search-results">
          <div className="advanced-search__summary">
            <h2 id="advanced-search-results" className="advanced-search__heading">
              {filters.search ? `Search Results for ${filters.search}` : 'Recipe Results'}
            </h2>
            <p className="advanced-search__count" aria-live="polite">
              {loading || !currentData ? 'Searching...' : recipesFound(currentData.total)}
            </p>
          </div>
          {active && (
            <ul className="advanced-search__badges" aria-label="Active filters">
              {filters.search && <FilterBadge label={`Search: ${filters.search}`} name="search" onRemove={() => update({ search: '' })} />}
              {filters.cuisine && (
                <FilterBadge label={`Cuisine: ${filters.cuisine}`} name="cuisine" onRemove={() => update({ cuisine: '' })} />
              )}
              {filters.maxMinutes !== null && (
                <FilterBadge
                  label={`Time: ${timeFilterLabel(filters.maxMinutes).toLowerCase()}`}
                  name="time"
                  onRemove={() => update({ maxMinutes: null })}
                />
              )}
              {filters.freeFrom.length > 0 && (
                <FilterBadge
                  label={`Free from: ${filters.freeFrom.map((key) => FREE_FROM_NAMES[key].toLowerCase()).join(', ')}`}
                  name="free-from"
                  onRemove={() => update({ freeFrom: [] })}
                />
              )}
              {filters.tags.length > 0 && (
                <FilterBadge label={`Tags: ${filters.tags.join(', ')}`} name="tags" onRemove={() => update({ tags: [] })} />
              )}
            </ul>
          )}
          {results}
        </section>
      </div>
    </Page>
  );
}
