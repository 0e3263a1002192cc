import { numericQuantity } from 'numeric-quantity';

/** A timer a step asks for: 'simmer 20 minutes', 'bake for 35–40 minutes', 'rest 1 ½ hours'. */
export interface StepTimer {
  /** As the step says it: '20 minutes', '35–40 minutes'. */
  label: string;
  /** The first time given, to check at: 35 minutes for '35–40 minutes'. */
  seconds: number;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+/\d+|\s*[¼½¾⅓⅔⅛])?|\d+/\d+|[¼½¾⅓⅔⅛]`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)`;
/** '20 minutes', '1 ½ hours', '10-15 mins', '2 to 3 hours', '1 hour 15 minutes', '45 secs'. */
const DURATION = new RegExp(
  String.raw`(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s*${UNIT}\b(?:\s*(?:and\s*)?(\d+)\s*(minutes?|mins?|m)\b)?`,
  'gi',
);
const SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };
/** Longer than a day is not a kitchen timer ('marinate for 2 days' is read as nothing). */
const LONGEST = 24 * 3600;

/** The amount of a number as written, with a decimal comma read as a point. */
const amountOf = (text: string) => numericQuantity(text.replace(',', '.'));

/** The timers a step's text asks for, in the order it gives them. */
export function timersIn(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(DURATION)) {
    const [label, first, , unit, extra] = match;
    const per = SECONDS[unit.charAt(0).toLowerCase()];
    const seconds = Math.round(amountOf(first) * per + (extra ? Number(extra) * 60 : 0));
    // 'a 2 m tray', '180 C' are not times; a bare 'm' or 's' needs a word around it.
    if (unit.length === 1 && !/\bfor\b|\bafter\b|\babout\b/i.test(step.slice(Math.max(0, match.index - 12), match.index))) continue;
    if (Number.isFinite(seconds) && seconds > 0 && seconds <= LONGEST) timers.push({ label: label.trim(), seconds });
  }
  return timers;
}

/** '19:41', '1:05:00': what a running timer shows. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
