import type { LeagueScoringResponse, ScoringTeam } from '@contracts/mfl-scoring.ts';
import { byPoints, placesByPoints } from '@/data/league/scoring-rules';
import { ordinal } from '@/lib/format';

export interface NumberedMatchup {
  /** Its place in the league's own order (the week's games, or a total-points league's teams by points), kept when the user's comes first. */
  number: number;
  /** 'Matchup {n}', or a total-points team's place this week ('2nd of 12'). */
  title: string;
  /** What the tile says of the user's own: 'Your matchup · 2', 'Your team · 2nd of 12'. */
  ownTitle: string;
  teams: ScoringTeam[];
  /** The opponent is still to be decided (TBD). */
  undecided: boolean;
  /** The user's franchise plays in it. */
  own: boolean;
}

/**
 * Spec 02 §2: the user's own matchup first (both, in a league that plays two games a week), the
 * others in the league's order, each keeping its number. A total-points league has no matchups:
 * its teams by this week's points, the user's first.
 */
export function matchupsOwnFirst(
  data: Pick<LeagueScoringResponse, 'matchups' | 'headToHead'>,
  ownFranchiseId: string | null | undefined,
): NumberedMatchup[] {
  const isOwn = (teams: ScoringTeam[]) => !!ownFranchiseId && teams.some((team) => team.franchiseId === ownFranchiseId);
  let numbered: NumberedMatchup[];
  if (data.headToHead) {
    numbered = data.matchups.map((m, i) => ({
      number: i + 1,
      title: `Matchup ${i + 1}`,
      ownTitle: `Your matchup · ${i + 1}`,
      teams: m.teams,
      undecided: m.undecided,
      own: isOwn(m.teams),
    }));
  } else {
    const teams = byPoints(data.matchups);
    const places = placesByPoints(teams);
    numbered = teams.map((team, i) => {
      const place = `${ordinal(places[i])} of ${teams.length}`;
      return { number: i + 1, title: place, ownTitle: `Your team · ${place}`, teams: [team], undecided: false, own: isOwn([team]) };
    });
  }
  return [...numbered.filter((m) => m.own), ...numbered.filter((m) => !m.own)];
}

/** The id of a matchup's detail card, which its summary scrolls to. */
export function detailId(number: number): string {
  return `matchup-detail-${number}`;
}
