import { t } from '@lingui/core/macro';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import { Pager } from '../../shared/ui/Pager';
import { RecipeGrid } from '../../shared/ui/RecipeGrid';
import type { useRecipeResults } from './useRecipeResults';

const scrollToTop = () => window.scrollTo({ top: 0 });

interface RecipeResultsProps {
  state: ReturnType<typeof useRecipeResults>;
  /** The empty state's texts, and the button that clears the filters when any is set. */
  empty: { title: string; description: string; clearLabel: string; clearIcon?: ReactNode };
  skeletons: number;
  layout?: 'wide' | 'narrow';
  priorityImage?: boolean;
}

/** A search page's results: the failure notice, the empty state, or the grid with its pages. */
export function RecipeResults({ state, empty, skeletons, layout, priorityImage }: RecipeResultsProps) {
  const { results, loading, failed, refetch, active, clear, filters, pageCount, pageTo } = state;
  if (failed) return <ErrorNotice message={t`Failed to fetch recipes`} onRetry={refetch} />;
  if (!loading && results?.items.length === 0) {
    return (
      <EmptyState
        icon={<SearchOutlined />}
        title={empty.title}
        description={empty.description}
        action={
          active && (
            <Button type="primary" icon={empty.clearIcon} onClick={clear}>
              {empty.clearLabel}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <RecipeGrid recipes={results?.items} loading={loading} skeletons={skeletons} layout={layout} priorityImage={priorityImage} />
      <Pager page={filters.page} pageCount={pageCount} to={pageTo} onNavigate={scrollToTop} />
    </>
  );
}
