export interface TeamOption {
  /** The franchise id. */
  value: string;
  label: string;
}

export const YOUR_TEAM_MARK = '(Your Team)';

const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A league's teams as its filters list them (spec 02 §2 Rosters): the user's own first, marked
 * '(Your Team)', the others alphabetical.
 */
export function teamOptions(
  teams: readonly { franchise_id: string; franchise_name: string }[],
  ownFranchiseId: string | null | undefined,
): TeamOption[] {
  const own = teams.find((t) => t.franchise_id === ownFranchiseId);
  const others = teams
    .filter((t) => t !== own)
    .map((t) => ({ value: t.franchise_id, label: t.franchise_name }))
    .sort((a, b) => NAMES.compare(a.label, b.label));
  return own ? [{ value: own.franchise_id, label: `${own.franchise_name} ${YOUR_TEAM_MARK}` }, ...others] : others;
}
