import { Checkbox, Segmented } from 'antd';
import type { AdminRecipeStatus } from '@plantry/shared';

export interface RecipeFilter {
  status: AdminRecipeStatus;
  /** Only the recipes the vegan check flags. */
  flagged: boolean;
}

export const ALL_RECIPES: RecipeFilter = { status: 'all', flagged: false };

const STATUS_OPTIONS: { value: AdminRecipeStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
];

interface RecipeFiltersProps {
  value: RecipeFilter;
  onChange: (filter: RecipeFilter) => void;
}

/** Which recipes Recipe Management lists: by review status, and the vegan check's flags. */
export function RecipeFilters({ value, onChange }: RecipeFiltersProps) {
  return (
    <>
      <Segmented<AdminRecipeStatus>
        aria-label="Recipe status"
        options={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Checkbox checked={value.flagged} onChange={(event) => onChange({ ...value, flagged: event.target.checked })}>
        Flagged by vegan check
      </Checkbox>
    </>
  );
}

/** The filter's part of the API's arguments: only what narrows the list. */
export function recipeFilterQuery({ status, flagged }: RecipeFilter) {
  return { ...(status !== 'all' && { status }), ...(flagged && { flagged }) };
}
