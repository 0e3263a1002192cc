import { plural, t } from '@lingui/core/macro';
import { useListPopularCuisinesQuery } from '../../api';
import { ErrorNotice } from '../../shared/ui/ErrorNotice';
import './PopularCuisineButtons.css';

/** At most 12 popular cuisines on Browse (SPEC.md section 9). */
const POPULAR_CUISINES_SHOWN = 12;

interface PopularCuisineButtonsProps {
  /** The cuisine filter in force, any case. */
  selected: string;
  onSelect: (cuisine: string) => void;
}

/**
 * Button-sized placeholders while the cuisines load, so that the results under them do not move
 * down when the buttons come (one row on phones, where the row scrolls sideways).
 */
function ButtonPlaceholders() {
  return Array.from({ length: POPULAR_CUISINES_SHOWN }, (_, index) => (
    <li key={index} aria-hidden="true">
      <span className="popular-cuisines__button popular-cuisines__button--placeholder" />
    </li>
  ));
}

/** 'Popular Cuisines': one button per cuisine with its recipe count; a click filters by it. */
export function PopularCuisineButtons({ selected, onSelect }: PopularCuisineButtonsProps) {
  const { data, isError, refetch } = useListPopularCuisinesQuery({ limit: POPULAR_CUISINES_SHOWN });
  if (isError) return <ErrorNotice message={t`Failed to fetch popular cuisines`} onRetry={refetch} />;
  if (data?.length === 0) return null;

  return (
    <section className="popular-cuisines" aria-labelledby="popular-cuisines-heading" aria-busy={!data}>
      <h2 id="popular-cuisines-heading" className="popular-cuisines__title">
        {t`Popular Cuisines`}
      </h2>
      <ul className="wrap-list popular-cuisines__list">
        {!data && <ButtonPlaceholders />}
        {data?.slice(0, POPULAR_CUISINES_SHOWN).map(({ cuisine, recipeCount }) => {
          const active = cuisine.name.toLowerCase() === selected.toLowerCase();
          return (
            <li key={cuisine.id}>
              <button
                type="button"
                className={active ? 'popular-cuisines__button popular-cuisines__button--active' : 'popular-cuisines__button'}
                aria-pressed={active}
                onClick={() => onSelect(active ? '' : cuisine.name)}
              >
                <span className="popular-cuisines__name">{cuisine.name}</span>
                <span className="popular-cuisines__count">{plural(recipeCount, { one: '# recipe', other: '# recipes' })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
