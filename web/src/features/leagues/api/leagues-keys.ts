/**
 * Query keys of the leagues feature, fixed positions. The league list itself is shared
 * (`userLeaguesKeys` in lib/user-leagues); mutations here invalidate its prefix.
 */
export const leaguesKeys = {
  franchiseNames: (year: number, leagueIds: readonly string[]) => ['league-franchises', year, leagueIds.join(',')] as const,
};
