/** The cuisines the product starts with, each with its emoji (SPEC.md, Signed-in home). */
export const CUISINES: readonly { name: string; emoji: string }[] = [
  { name: 'Mediterranean', emoji: '🫒' },
  { name: 'Asian', emoji: '🥢' },
  { name: 'Mexican', emoji: '🌮' },
  { name: 'Indian', emoji: '🍛' },
  { name: 'Italian', emoji: '🍝' },
  { name: 'Middle Eastern', emoji: '🧆' },
  { name: 'American', emoji: '🍔' },
  { name: 'Thai', emoji: '🍜' },
  { name: 'Chinese', emoji: '🥡' },
  { name: 'Japanese', emoji: '🍱' },
  { name: 'Greek', emoji: '🥙' },
];

/** Shown for a cuisine without an emoji of its own. */
export const FALLBACK_CUISINE_EMOJI = '🍽️';

export function cuisineEmoji(name: string): string {
  const key = name.trim().toLowerCase();
  return CUISINES.find((c) => c.name.toLowerCase() === key)?.emoji ?? FALLBACK_CUISINE_EMOJI;
}
