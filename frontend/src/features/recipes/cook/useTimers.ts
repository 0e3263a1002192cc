import { useCallback, useEffect, useState } from 'react';

export interface RunningTimer {
  id: string;
  label: string;
  /** When it rings (ms since the epoch), or null while paused. */
  endsAt: number | null;
  /** Seconds left when paused. */
  left: number;
}

/** A short beep and a buzz when a timer rings, where the device has them. */
function ring(): void {
  navigator.vibrate?.([300, 150, 300]);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.addEventListener('ended', () => void audio.close());
  } catch {
    // No sound here: the timer still says it is done.
  }
}

/** Seconds a timer has left now. */
export const secondsLeft = (timer: RunningTimer, now: number) =>
  timer.endsAt === null ? timer.left : Math.max(0, (timer.endsAt - now) / 1000);

/** Kitchen timers that keep running while the cook moves between steps. */
export function useTimers() {
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const running = timers.some((timer) => timer.endsAt !== null && timer.endsAt > now);
  useEffect(() => {
    if (!running) return undefined;
    const tick = window.setInterval(() => {
      const time = Date.now();
      setNow((before) => {
        if (timers.some((timer) => timer.endsAt !== null && timer.endsAt > before && timer.endsAt <= time)) ring();
        return time;
      });
    }, 250);
    return () => window.clearInterval(tick);
  }, [running, timers]);

  const start = useCallback((id: string, label: string, seconds: number) => {
    const time = Date.now();
    setNow(time);
    setTimers((all) => [...all.filter((timer) => timer.id !== id), { id, label, endsAt: time + seconds * 1000, left: seconds }]);
  }, []);
  const toggle = useCallback((id: string) => {
    const time = Date.now();
    setNow(time);
    setTimers((all) =>
      all.map((timer) =>
        timer.id !== id
          ? timer
          : timer.endsAt === null
            ? { ...timer, endsAt: time + timer.left * 1000 }
            : { ...timer, endsAt: null, left: secondsLeft(timer, time) },
      ),
    );
  }, []);
  const remove = useCallback((id: string) => setTimers((all) => all.filter((timer) => timer.id !== id)), []);
  return { timers, now, start, toggle, remove };
}
