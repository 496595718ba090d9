/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd', 111 → '111th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Spec 01 §9: a team holds a playoff position when its rank is at most half the league, rounded up. */
export function isPlayoffPosition(rank: number, leagueSize: number): boolean {
  return rank >= 1 && leagueSize > 0 && rank <= Math.ceil(leagueSize / 2);
}
