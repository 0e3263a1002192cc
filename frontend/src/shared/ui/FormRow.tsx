import type { ReactNode } from 'react';
import './FormRow.css';

/** Short form fields side by side (e.g. first and last name), stacked on narrow screens. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className="form-row">{children}</div>;
}
