import { useState } from 'react';

/**
 * A row's control (role, switch) that saves each change: it shows the value just chosen from the
 * click until the row's data catches up, so it does not flick back while the change is saved and
 * the table is asked for again; a failed save (`save` resolves false) shows the row's value again.
 */
export function useChosenValue<T>(actual: T, save: (value: T) => Promise<boolean>) {
  const [chosen, setChosen] = useState<{ value: T; over: T } | null>(null);
  // The row changed since (the saved value arrived, or someone else's): the row's value stands.
  if (chosen && chosen.over !== actual) setChosen(null);

  const change = async (value: T) => {
    setChosen({ value, over: actual });
    if (!(await save(value))) setChosen(null);
  };

  return { shown: chosen && chosen.over === actual ? chosen.value : actual, change };
}
