import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnitSystem } from './measures';

/** The address's parameter: servings when the author gave them, else a multiple of the recipe. */
const SERVINGS = 'servings';
const SCALE = 'scale';
/** The most a recipe scales to, in servings or times: a party, not a factory. */
export const MOST = 500;
const UNITS_KEY = 'plantry.units';
const SYSTEMS: readonly UnitSystem[] = ['written', 'metric', 'us'];

/** A number from the address: positive, at most MOST, in halves; anything else is none. */
function fromAddress(value: string | null): number | undefined {
  const number = Number(value);
  if (value === null || !Number.isFinite(number) || number <= 0) return undefined;
  return Math.min(MOST, Math.max(0.5, Math.round(number * 2) / 2));
}

function storedSystem(): UnitSystem {
  try {
    const stored = window.localStorage.getItem(UNITS_KEY);
    return SYSTEMS.find((system) => system === stored) ?? 'written';
  } catch {
    return 'written'; // storage refused (a private window): as written
  }
}

export interface RecipeScale {
  /** The author's servings, or null when not given (then `amount` is a multiple of the recipe). */
  base: number | null;
  /** Servings chosen, or the multiple when the author gave none. */
  amount: number;
  factor: number;
  setAmount: (amount: number) => void;
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
}

/**
 * The servings a visitor chose (kept in the address, so a scaled recipe can be shared) and their
 * unit system (remembered in this browser for every recipe).
 */
export function useRecipeScale(servings: number | null): RecipeScale {
  const base = servings !== null && servings > 0 ? servings : null;
  const [params, setParams] = useSearchParams();
  const param = base === null ? SCALE : SERVINGS;
  const amount = fromAddress(params.get(param)) ?? base ?? 1;
  const setAmount = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          if (next === (base ?? 1)) kept.delete(param);
          else kept.set(param, String(next));
          return kept;
        },
        { replace: true, preventScrollReset: true },
      ),
    [base, param, setParams],
  );
  const [system, setStoredSystem] = useState(storedSystem);
  const setSystem = useCallback((next: UnitSystem) => {
    setStoredSystem(next);
    try {
      window.localStorage.setItem(UNITS_KEY, next);
    } catch {
      // Not remembered: it still applies on this page.
    }
  }, []);
  return { base, amount, factor: amount / (base ?? 1), setAmount, system, setSystem };
}
