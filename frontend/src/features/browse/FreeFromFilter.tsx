import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { FREE_FROM_KEYS, type FreeFromKey } from '@plantry/shared';
import { useState } from 'react';
import { useFreeFromCountsQuery } from '../../api';
import { countsQuery, freeFromName, type RecipeFilters } from './recipeFilters';
import './FreeFromFilter.css';

interface FreeFromFilterProps {
  filters: RecipeFilters;
  onChange: (freeFrom: FreeFromKey[]) => void;
  /** Whether each box shows how many recipes it would leave (not where the counts would not say it: "What can I cook?"). */
  counted?: boolean;
}

/**
 * The free-from filters (derived from each recipe's ingredients): a checkbox a key, each with how
 * many recipes the list would hold with it ticked, for the list's other filters. While new counts
 * load, the last ones stay.
 */
export function FreeFromFilter({ filters, onChange, counted = true }: FreeFromFilterProps) {
  const { data } = useFreeFromCountsQuery(countsQuery(filters), { skip: !counted });
  // A box changes as it is clicked, before the address (and the list) follow; it follows the
  // address again when that changes (going back, clearing the filters).
  const [chosen, setChosen] = useState(filters.freeFrom);
  const [inAddress, setInAddress] = useState(filters.freeFrom);
  if (inAddress.join() !== filters.freeFrom.join()) {
    setInAddress(filters.freeFrom);
    setChosen(filters.freeFrom);
  }
  const toggle = (key: FreeFromKey) => {
    const next = chosen.includes(key)
      ? chosen.filter((other) => other !== key)
      : FREE_FROM_KEYS.filter((other) => other === key || chosen.includes(other));
    setChosen(next);
    onChange(next);
  };
  return (
    <fieldset className="free-from-filter">
      <legend className="filter-field__label free-from-filter__legend">{t`Free from`}</legend>
      <div className="free-from-filter__choices">
        {FREE_FROM_KEYS.map((key) => {
          const count = data?.counts.find((entry) => entry.key === key)?.recipes;
          const on = chosen.includes(key);
          return (
            <label key={key} className={on ? 'free-from-filter__choice free-from-filter__choice--on' : 'free-from-filter__choice'}>
              <input type="checkbox" checked={on} onChange={() => toggle(key)} />
              {freeFromName(key)}
              {count !== undefined && <span className="free-from-filter__count">({i18n.number(count)})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
