import type { ScoringTeam } from '@contracts/mfl-scoring.ts';

export interface NumberedMatchup {
  /** 'Matchup {n}': its place in the league's own order, kept when the user's comes first. */
  number: number;
  teams: ScoringTeam[];
  /** The user's franchise plays in it. */
  own: boolean;
}

/** Spec 02 §2: the user's own matchup first, the others in the league's order, each keeping its number. */
export function matchupsOwnFirst(matchups: readonly { teams: ScoringTeam[] }[], ownFranchiseId: string | null | undefined): NumberedMatchup[] {
  const numbered = matchups.map((m, i) => ({
    number: i + 1,
    teams: m.teams,
    own: !!ownFranchiseId && m.teams.some((team) => team.franchiseId === ownFranchiseId),
  }));
  return [...numbered.filter((m) => m.own), ...numbered.filter((m) => !m.own)];
}

/** The id of a matchup's detail card, which its summary scrolls to. */
export function detailId(number: number): string {
  return `matchup-detail-${number}`;
}
