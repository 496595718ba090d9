/**
 * A chance as the odds' tables show it: whole percent, with "<1%" and ">99%" where rounding would
 * claim a certainty the simulation did not find ("0%" and "100%" only when it is one).
 */
export function formatChance(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** The shade of a chance: green likely, red unlikely, neutral between. */
export function chanceColor(p: number): string | undefined {
  if (p >= 0.75) return 'teal';
  if (p <= 0.25) return 'red';
  return undefined;
}
