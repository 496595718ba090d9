import { asList, SIM_URL, simExport } from './demo-league';

// The league of every other kind the simulator hosts (local/sim/README.md "League kinds"), and what
// the e2e tests of those leagues compare the screens with: the simulator's own answers.

/**
 * The demo account's franchise in each head-to-head league of another kind (the total-points
 * league, which has no matchups, is TOTAL_POINTS below).
 */
export const KIND_LEAGUES = [
  { leagueId: '40517', franchiseId: '0005', name: 'Salary Cap Dynasty', kind: 'auction salary-cap dynasty' },
  { leagueId: '28830', franchiseId: '0008', name: 'IDP Iron Men', kind: 'IDP' },
  { leagueId: '53290', franchiseId: '0002', name: 'Superflex Sundays', kind: 'superflex' },
  { leagueId: '19044', franchiseId: '0010', name: 'Best Ball Bonanza', kind: 'best ball' },
  { leagueId: '66120', franchiseId: '0004', name: 'Double Header League', kind: 'two games a week' },
  { leagueId: '91624', franchiseId: '0016', name: 'Conference Sixteen', kind: '16 teams, 18 weeks' },
  { leagueId: '37745', franchiseId: '0006', name: 'Late Start League', kind: 'starts in week 2' },
] as const;
export type KindLeague = (typeof KIND_LEAGUES)[number];

/** The total-points league (`h2h: ""`): no matchups, each team's place by its points; demo plays 0009. */
export const TOTAL_POINTS = { leagueId: '80233', franchiseId: '0009', name: 'Total Points Classic', kind: 'total points' } as const;

/**
 * Whether the stack's simulator hosts every league kind: the app's stack runs `--leagues standard`
 * until every screen knows them (SIM_LEAGUES=all runs them all). Null when it does, else why not.
 */
export async function kindLeaguesMissing(): Promise<string | null> {
  try {
    const info = (await (await fetch(`${SIM_URL}/_sim/info`)).json()) as { leagues: { id: string }[] };
    const hosted = new Set(info.leagues.map((l) => l.id));
    const missing = [...KIND_LEAGUES, TOTAL_POINTS].filter((l) => !hosted.has(l.leagueId)).map((l) => l.leagueId);
    return missing.length === 0 ? null : `the simulator hosts only the standard leagues (missing ${missing.join(', ')}): run with SIM_LEAGUES=all`;
  } catch (error) {
    return `the simulator did not answer /_sim/info: ${String(error)}`;
  }
}

interface LiveFranchise {
  id: string;
  score: string;
}

/** A week of the simulator's liveScoring: its matchups (franchise ids, MFL's order) and every franchise's score. */
export async function simLiveWeek(leagueId: string, cookie: string, week?: number): Promise<{ matchups: string[][]; scores: Map<string, number> }> {
  type Live = { liveScoring: { matchup?: { franchise: LiveFranchise[] } | { franchise: LiveFranchise[] }[]; franchise?: LiveFranchise | LiveFranchise[] } };
  const body = await simExport<Live>('liveScoring', week === undefined ? { L: leagueId } : { L: leagueId, W: String(week) }, cookie);
  const matchups = asList(body.liveScoring.matchup).map((m) => m.franchise.map((f) => f.id));
  const franchises = [...asList(body.liveScoring.matchup).flatMap((m) => m.franchise), ...asList(body.liveScoring.franchise)];
  return { matchups, scores: new Map(franchises.map((f) => [f.id, Number(f.score)])) };
}

/** The league's fantasy weeks as its league export says (1-17 when it names none). */
export async function simLeagueWeeks(leagueId: string, cookie: string): Promise<{ first: number; last: number }> {
  const body = await simExport<{ league: { startWeek?: string; endWeek?: string } }>('league', { L: leagueId }, cookie);
  return { first: Number(body.league.startWeek || 1), last: Number(body.league.endWeek || 17) };
}

/** Franchises the simulator's schedule lists against themselves in a week: their pairing is not set yet. */
export async function simUndecided(leagueId: string, week: number, cookie: string): Promise<string[]> {
  type Side = { id: string };
  type Schedule = { schedule: { weeklySchedule: { matchup?: { franchise: Side[] } | { franchise: Side[] }[] } | { matchup?: unknown }[] } };
  const body = await simExport<Schedule>('schedule', { L: leagueId, W: String(week) }, cookie);
  const weeks = asList(body.schedule.weeklySchedule) as { matchup?: { franchise: Side[] } | { franchise: Side[] }[] }[];
  return weeks.flatMap((w) => asList(w.matchup)).filter((m) => m.franchise.every((f) => f.id === m.franchise[0].id)).map((m) => m.franchise[0].id);
}
