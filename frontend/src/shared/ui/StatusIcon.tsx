import type { ReactNode } from 'react';
import './StatusIcon.css';

export type Tone = 'success' | 'error' | 'info';

/** A round, coloured icon that sets the mood of a message; decorative (the text says it all). */
export function StatusIcon({ icon, tone }: { icon: ReactNode; tone: Tone }) {
  return (
    <span className={`status-icon status-icon--${tone}`} aria-hidden="true">
      {icon}
    </span>
  );
}
