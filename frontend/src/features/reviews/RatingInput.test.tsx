import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './RatingInput';

function Rated({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <RatingInput value={value} onChange={setValue} />
      <button type="button">After</button>
    </>
  );
}

function renderRating(initial?: number) {
  const events = userEvent.setup();
  render(<Rated initial={initial} />);
  const group = screen.getByRole('radiogroup', { name: 'Rating' });
  const star = (name: string) => within(group).getByRole('radio', { name });
  const checked = () =>
    within(group)
      .queryAllByRole('radio', { checked: true })
      .map((radio) => radio.getAttribute('aria-label'));
  return { events, group, star, checked };
}

describe('the star rating of the review form', () => {
  it('is one radio group named Rating whose five choices are named by their stars, none checked at first', () => {
    const { group, checked } = renderRating();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(checked()).toEqual([]);
    expect(screen.getByText('Pick 1 to 5 stars')).toBeInTheDocument();
  });

  it('is one Tab stop: the first star when none is picked, else the picked one', async () => {
    const { events, star } = renderRating();
    screen.getByRole('button', { name: 'Before' }).focus();
    await events.tab();
    expect(star('1 star')).toHaveFocus();
    await events.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await events.click(star('4 stars'));
    screen.getByRole('button', { name: 'Before' }).focus();
    await events.tab();
    expect(star('4 stars')).toHaveFocus();
  });

  it('picks with Space, moves and picks with the arrows (wrapping round), Home and End, one star checked at a time', async () => {
    const { events, star, checked } = renderRating();
    star('1 star').focus();
    await events.keyboard(' ');
    expect(checked()).toEqual(['1 star']);
    expect(screen.getByText('1 of 5: Poor')).toBeInTheDocument();

    await events.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['2 stars']);
    expect(star('2 stars')).toHaveFocus();
    await events.keyboard('{ArrowDown}');
    expect(checked()).toEqual(['3 stars']);
    await events.keyboard('{ArrowUp}');
    await events.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['1 star']);
    await events.keyboard('{ArrowLeft}');
    expect(checked()).toEqual(['5 stars']);
    expect(star('5 stars')).toHaveFocus();
    await events.keyboard('{ArrowRight}');
    expect(checked()).toEqual(['1 star']);
    await events.keyboard('{End}');
    expect(checked()).toEqual(['5 stars']);
    expect(screen.getByText('5 of 5: Excellent')).toBeInTheDocument();
    await events.keyboard('{Home}');
    expect(checked()).toEqual(['1 star']);
    expect(star('1 star')).toHaveFocus();
  });

  it('picks with a click, drawing the stars up to the pick filled', async () => {
    const { events, group, star, checked } = renderRating(2);
    expect(checked()).toEqual(['2 stars']);
    await events.click(star('4 stars'));
    expect(checked()).toEqual(['4 stars']);
    const filled = [...group.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-filled'));
    expect(filled).toEqual(['true', 'true', 'true', 'true', 'false']);
  });
});
