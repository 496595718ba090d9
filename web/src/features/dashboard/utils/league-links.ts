/**
 * Targets of the dashboard's links into the league views (spec 01 §2, spec 02 §2). Those screens
 * ship in later issues: until one is `available`, its links are shown but visibly unavailable
 * ('Soon'), as the shell's sidebar does, instead of sending the user to a redirect.
 */
export interface ScreenLink {
  to: string;
  available: boolean;
}

const enc = encodeURIComponent;

/** With a league: the league's own view; without: the view's league-less route. */
function leagueView(base: string, leagueId: string | null | undefined): string {
  return leagueId ? `${base}/${enc(leagueId)}` : base;
}

export const leagueLinks = {
  standings: (leagueId?: string | null): ScreenLink => ({ to: leagueView('/league-standings', leagueId), available: false }),
  transactions: (leagueId?: string | null): ScreenLink => ({
    to: leagueView('/league-transactions', leagueId),
    available: false,
  }),
  matchups: (leagueId?: string | null): ScreenLink => ({ to: leagueView('/league-matchups', leagueId), available: false }),
  liveScoring: (): ScreenLink => ({ to: '/live-scoring', available: false }),
};
