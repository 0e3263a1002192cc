import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NutritionSection } from './NutritionSection';

const perServing = { energyKcal: 1412, proteinG: 18.5, fatG: 9.1, carbohydrateG: 61, fibreG: 12.4, ironMg: 5.2, calciumMg: 80 };

describe('nutrition per serving', () => {
  it('shows each figure with its unit and how much of the recipe it covers', () => {
    render(<NutritionSection nutrition={{ counted: 11, covered: 9, perServing, fortifiedB12: false }} servings={4} />);
    expect(screen.getByRole('heading', { name: 'Nutrition per serving' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Energy' }).nextSibling).toHaveTextContent('1,412 kcal');
    expect(screen.getByRole('rowheader', { name: 'Iron' }).nextSibling).toHaveTextContent('5.2 mg');
    expect(screen.getByText(/Based on 9 of 11 ingredients/)).toBeInTheDocument();
    expect(screen.queryByText(/Vitamin B12/)).not.toBeInTheDocument();
  });

  it('gives no figure below the coverage, or without servings, and says why', () => {
    const { rerender } = render(
      <NutritionSection nutrition={{ counted: 11, covered: 5, perServing: null, fortifiedB12: true }} servings={4} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/Too few of the ingredients are in our food table.*based on 5 of 11 ingredients/)).toBeInTheDocument();
    expect(screen.getByText(/Vitamin B12/)).toBeInTheDocument();
    rerender(<NutritionSection nutrition={{ counted: 1, covered: 1, perServing: null, fortifiedB12: false }} servings={null} />);
    expect(screen.getByText(/does not say how many it serves.*based on 1 of 1 ingredient\)/)).toBeInTheDocument();
  });

  it('shows nothing for a recipe with no counted line', () => {
    const { container } = render(
      <NutritionSection nutrition={{ counted: 0, covered: 0, perServing: null, fortifiedB12: false }} servings={2} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
