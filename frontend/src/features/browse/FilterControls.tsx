import { i18n, type MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseOutlined, DownOutlined, SearchOutlined } from '@ant-design/icons';
import { SEARCH_MAX_LENGTH, TIME_FILTER_CHOICES, type RecipeSort } from '@plantry/shared';
import { useListCuisinesQuery } from '../../api';
import { timeFilterLabel } from './recipeFilters';
import '../../shared/ui/VisuallyHidden.css';
import './FilterControls.css';

interface SearchBoxProps {
  /** The search in the address; the box starts from it. */
  value: string;
  onSearch: (search: string) => void;
  placeholder: string;
  /** Show the label (the advanced search panel) or keep it for screen readers (the toolbar). */
  showLabel?: boolean;
}

/**
 * A search box that submits on Enter or its button. It follows the address when that changes (going
 * back, clearing the filters) without being drawn anew, so that focus stays where it was on submit.
 */
export function SearchBox({ value, onSearch, placeholder, showLabel = false }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const id = useId();
  return (
    <form
      role="search"
      className="filter-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className={showLabel ? 'filter-field__label' : 'visually-hidden'}>
        {showLabel ? t`Search` : t`Search recipes`}
      </label>
      <div className="filter-search__row">
        <span className="filter-search__box">
          <SearchOutlined className="filter-search__icon" aria-hidden />
          <input
            id={id}
            className="filter-input filter-search__input"
            type="search"
            name="search"
            value={draft}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
        </span>
        <Button type="primary" htmlType="submit" className="filter-search__button">
          {t`Search`}
        </Button>
      </div>
    </form>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A labelled native select: the phone's own picker, and every option reachable by keyboard. */
export function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id} className="filter-field__label">
        {label}
      </label>
      <span className="filter-select">
        <select id={id} className="filter-input filter-select__input" value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
        <DownOutlined className="filter-select__chevron" aria-hidden />
      </span>
    </div>
  );
}

interface CuisineSelectProps {
  /** The cuisine in the address, any case. */
  value: string;
  onChange: (cuisine: string) => void;
  /** The first option, meaning every cuisine ('All Cuisines', 'Any cuisine'). */
  anyLabel: string;
}

export function CuisineSelect({ value, onChange, anyLabel }: CuisineSelectProps) {
  const { data: cuisines = [] } = useListCuisinesQuery();
  const known = cuisines.find((cuisine) => cuisine.name.toLowerCase() === value.toLowerCase());
  return (
    <SelectField label={t`Cuisine`} value={known?.name ?? value} onChange={onChange}>
      <option value="">{anyLabel}</option>
      {/* A cuisine from the address that is not in the list (yet) still shows. */}
      {value && !known && <option value={value}>{value}</option>}
      {cuisines.map((cuisine) => (
        <option key={cuisine.id} value={cuisine.name}>
          {cuisine.name}
        </option>
      ))}
    </SelectField>
  );
}

interface TimeSelectProps {
  /** The time in the address, in minutes; null for any time. */
  value: number | null;
  onChange: (maxMinutes: number | null) => void;
}

/** Total time (prep plus cook): any, or at most one of TIME_FILTER_CHOICES. */
export function TimeSelect({ value, onChange }: TimeSelectProps) {
  // A time from the address that is not a choice still shows, in its place.
  const choices = [...new Set([...TIME_FILTER_CHOICES, ...(value === null ? [] : [value])])].sort((a, b) => a - b);
  return (
    <SelectField
      label={t`Total time`}
      value={value === null ? '' : String(value)}
      onChange={(time) => onChange(time ? Number(time) : null)}
    >
      <option value="">{t`Any time`}</option>
      {choices.map((minutes) => (
        <option key={minutes} value={minutes}>
          {timeFilterLabel(minutes)}
        </option>
      ))}
    </SelectField>
  );
}

/** The sorts people choose on Browse ('featured' is the home page's row, not a choice). */
export type SortLabels = Record<Exclude<RecipeSort, 'relevance' | 'featured'>, MessageDescriptor>;

interface SortSelectProps {
  value: RecipeSort;
  onChange: (sort: RecipeSort) => void;
  labels: SortLabels;
  /** While searching, 'Best match' (relevance) joins the choices (PRODUCT.md). */
  searching: boolean;
}

export function SortSelect({ value, onChange, labels, searching }: SortSelectProps) {
  return (
    <SelectField label={t`Sort by`} value={value} onChange={(sort) => onChange(sort as RecipeSort)}>
      {searching && <option value="relevance">{t`Best match`}</option>}
      <option value="newest">{i18n._(labels.newest)}</option>
      <option value="rating">{i18n._(labels.rating)}</option>
      <option value="popular">{i18n._(labels.popular)}</option>
      <option value="trending">{i18n._(labels.trending)}</option>
    </SelectField>
  );
}

/** The small round button that removes one filter from its chip. */
export function ChipRemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="chip-remove" aria-label={label} onClick={onClick}>
      <CloseOutlined aria-hidden />
    </button>
  );
}
