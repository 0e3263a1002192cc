import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { t } from '@lingui/core/macro';
import { ADMIN_RECIPE_SORTS } from '@plantry/shared';
import { useListAdminRecipesQuery, type AdminRecipeDto } from '../../../api';
import { AdminSearch } from '../table/AdminSearch';
import { AdminTable, sortableColumn } from '../table/AdminTable';
import { formatDate } from '../table/formatDate';
import { useAdminTable, type AdminTableState } from '../table/useAdminTable';
import { ApprovalButton, AuthorCell, DeleteRecipeButton, RatingCell, RecipeTitleCell } from './recipeCells';
import { ALL_RECIPES, RecipeFilters, recipeFilterQuery, type RecipeFilter } from './RecipeFilters';
import './RecipeManagement.css';

function recipeColumns(table: AdminTableState): TableColumnsType<AdminRecipeDto> {
  return [
    { ...sortableColumn(table, 'title'), title: t`Recipe`, render: (_, recipe) => <RecipeTitleCell recipe={recipe} /> },
    { ...sortableColumn(table, 'author'), title: t`Author`, render: (_, recipe) => <AuthorCell recipe={recipe} /> },
    { ...sortableColumn(table, 'cuisine'), title: t`Cuisine`, render: (_, recipe) => recipe.cuisine?.name ?? '—' },
    { key: 'rating', title: t`Rating`, render: (_, recipe) => <RatingCell recipe={recipe} /> },
    { ...sortableColumn(table, 'createdAt'), title: t`Created`, render: (_, recipe) => formatDate(recipe.createdAt) },
    {
      key: 'actions',
      title: t`Actions`,
      render: (_, recipe) => (
        <div className="admin-table__actions">
          <ApprovalButton recipe={recipe} />
          <DeleteRecipeButton recipe={recipe} />
        </div>
      ),
    },
  ];
}

/** Recipe Management: every recipe, pending ones and the vegan check's flags; approve, delete. */
export function RecipeManagement() {
  const table = useAdminTable(ADMIN_RECIPE_SORTS);
  const [filter, setFilter] = useState<RecipeFilter>(ALL_RECIPES);
  const result = useListAdminRecipesQuery({
    ...table.paging,
    ...table.sorting,
    ...table.searching,
    ...recipeFilterQuery(filter),
  });
  table.keepPageWithin(result.currentData?.total);

  return (
    <>
      <div className="admin-toolbar">
        <RecipeFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            table.firstPage();
          }}
        />
        <AdminSearch label={t`Search recipes`} placeholder={t`Search titles, descriptions and ingredients`} onSearch={table.searchFor} />
      </div>
      <AdminTable<AdminRecipeDto>
        table={table}
        result={result}
        label={t`Recipes`}
        errorMessage={t`Failed to fetch recipes`}
        columns={recipeColumns(table)}
        rowKey={(recipe) => recipe.id}
        minWidth={1040}
      />
    </>
  );
}
