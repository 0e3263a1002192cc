import { Checkbox, Segmented } from 'antd';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AdminRecipeStatus } from '@plantry/shared';

export interface RecipeFilter {
  status: AdminRecipeStatus;
  /** Only the recipes the vegan check flags. */
  flagged: boolean;
}

export const ALL_RECIPES: RecipeFilter = { status: 'all', flagged: false };

const STATUS_OPTIONS: { value: AdminRecipeStatus; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
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
        aria-label={t`Recipe status`}
        options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Checkbox checked={value.flagged} onChange={(event) => onChange({ ...value, flagged: event.target.checked })}>
        {t`Flagged by vegan check`}
      </Checkbox>
    </>
  );
}

/** The filter's part of the API's arguments: only what narrows the list. */
export function recipeFilterQuery({ status, flagged }: RecipeFilter) {
  return { ...(status !== 'all' && { status }), ...(flagged && { flagged }) };
}
