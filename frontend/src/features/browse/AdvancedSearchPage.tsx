import { Button } from 'antd';
import { ClearOutlined, CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { BackLink } from '../../shared/ui/BackLink';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { Page } from '../../shared/ui/Page';
import { Pager } from '../../shared/ui/Pager';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import { CuisineSelect, SearchBox, SortSelect, type SortLabels } from './FilterControls';
import { recipesFound } from './recipeFilters';
import { useRecipeResults } from './useRecipeResults';
import './AdvancedSearchPage.css';

const SORT_LABELS: SortLabels = { newest: 'Newest First', rating: 'Highest Rated', popular: 'Most Popular' };
const SKELETONS = 6;

const scrollToTop = () => window.scrollTo({ top: 0 });

interface FilterBadgeProps {
  label: string;
  /** Says which filter the remove button drops ('search', 'cuisine'). */
  name: string;
  onRemove: () => void;
}

function FilterBadge({ label, name, onRemove }: FilterBadgeProps) {
  return (
    <li className="filter-badge">
      <span>{label}</span>
      <button type="button" aria-label={`Remove ${name} filter`} onClick={onRemove}>
        <CloseOutlined aria-hidden />
      </button>
    </li>
  );
}

export function AdvancedSearchPage() {
  const { filters, update, clear, pageTo, results: currentData, loading, failed, refetch, active, pageCount } = useRecipeResults();

  let results;
  if (failed) {
    results = <ErrorNotice message="Failed to fetch recipes" onRetry={refetch} />;
  } else if (!loading && currentData?.items.length === 0) {
    results = (
      <EmptyState
        icon={<SearchOutlined />}
        title="No recipes found"
        description="Try another ingredient or title, or widen the cuisine."
        action={
          active && (
            <Button type="primary" icon={<ClearOutlined aria-hidden />} onClick={clear}>
              Clear filters
            </Button>
          )
        }
      />
    );
  } else {
    results = (
      <>
        <RecipeGrid recipes={currentData?.items} loading={loading} skeletons={SKELETONS} layout="narrow" />
        <Pager page={filters.page} pageCount={pageCount} to={pageTo} onNavigate={scrollToTop} />
      </>
    );
  }

  return (
    <Page
      title="Advanced Search"
      subtitle="Find recipes by ingredient, title, cuisine and rating."
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
          <SortSelect
            value={filters.sortBy}
            labels={SORT_LABELS}
            searching={Boolean(filters.search)}
            onChange={(sortBy) => update({ sortBy })}
          />
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
              {filters.search && (
                <FilterBadge label={`Search: ${filters.search}`} name="search" onRemove={() => update({ search: '' })} />
              )}
              {filters.cuisine && (
                <FilterBadge
                  label={`Cuisine: ${filters.cuisine}`}
                  name="cuisine"
                  onRemove={() => update({ cuisine: '' })}
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
