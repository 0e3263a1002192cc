import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { WeekTrendDto } from '../../../api';
import { formatDate } from '../table/formatDate';
import '../../../shared/ui/VisuallyHidden.css';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The three series, in colours of at least 3:1 against the card (WCAG 1.4.11). */
const SERIES = [
  { key: 'signups', label: msg`Sign-ups`, color: '#2f6b3a' },
  { key: 'recipes', label: msg`Recipes`, color: '#b45309' },
  { key: 'reviews', label: msg`Reviews`, color: '#1d4ed8' },
] as const;
const TEXT = '#4a4a4a';

/** '2026-11-23' as '23 Nov', the week's Monday. */
const shortDate = (week: string) => formatDate(`${week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Bars of each week's sign-ups, recipes and reviews (Chart.js on a canvas, drawn once, without
 * animation). The chart is a picture for sighted people; the same numbers follow in a table that
 * screen readers read, and the canvas is hidden from them.
 */
export function WeeklyChart({ weeks }: { weeks: WeekTrendDto[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const labels = useMemo(() => weeks.map((week) => shortDate(week.week)), [weeks]);

  useEffect(() => {
    // No 2D context where nothing is drawn (tests): the table alone then.
    if (!canvas.current?.getContext('2d')) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: SERIES.map((series) => ({
          label: i18n._(series.label),
          data: weeks.map((week) => week[series.key]),
          backgroundColor: series.color,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { labels: { color: TEXT } } },
        scales: {
          x: { ticks: { color: TEXT }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: TEXT, precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [weeks, labels]);

  return (
    <figure className="admin-trends__figure">
      <div className="admin-trends__chart" aria-hidden="true">
        <canvas ref={canvas} />
      </div>
      <figcaption className="visually-hidden">{t`Sign-ups, recipes and reviews in each of the last ${weeks.length} weeks`}</figcaption>
      <table className="visually-hidden">
        <caption>{t`Activity by week (weeks start on Monday)`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Week of`}</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {i18n._(series.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={week.week}>
              <th scope="row">{labels[i]}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{week[series.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
