/** Spec 01 §9: a team holds a playoff position when its rank is at most half the league, rounded up. */
export function isPlayoffPosition(rank: number, leagueSize: number): boolean {
  return rank >= 1 && leagueSize > 0 && rank <= Math.ceil(leagueSize / 2);
}
