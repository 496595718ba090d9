import { findMflSession } from "../../_shared/credentials/mfl-session.ts";
import type { UpstreamGet } from "../../_shared/league-data/datasets/dataset.ts";
import { leagueWeekDatasets } from "../../_shared/league-data/datasets/registry.ts";
import { readWeekCopy } from "../../_shared/league-data/datasets/week-datasets.ts";
import { nflWeekState, type WeekGame } from "../../_shared/league-data/nfl-week.ts";
import type { ReferenceRefresher } from "../../_shared/league-data/reference-data.ts";
import type { League } from "../../_shared/mfl/league.ts";
import type { LiveFranchise, LiveScoring } from "../../_shared/mfl/live-scoring.ts";
import { league, rosters } from "../../_shared/mfl/queries.ts";
import type { FranchiseRoster } from "../../_shared/mfl/rosters.ts";
import { currentSeason } from "../../_shared/nfl-season.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import type { AudienceMember } from "../pipeline/alert.ts";

/** A league's week as the alert sources read it: MFL's live scores (who starts, scores, seconds left) and the week's games. */
export interface LeagueWeek {
  leagueId: string;
  year: number;
  week: number;
  live: LiveScoring;
  /** The week's NFL games; kickoffs in the league host's time. */
  games: WeekGame[] | null;
  /** The league host's clock minus ours (ms): a kickoff by its clock is `kickoff - skewMs` by ours. */
  skewMs: number;
  /**
   * What a lineup is judged by, read when a source first asks (once per run): the league's shared
   * copies of every franchise's roster (one copy for all its members) and of its league export
   * (starting rules, best ball). Null when MFL cannot give them.
   */
  lineupReads(): Promise<LineupReads | null>;
}

export interface LineupReads {
  rosters: FranchiseRoster[];
  league: League;
}

export interface LeagueWeekDeps {
  upstream: UpstreamGet & { hostNow(): Promise<number> };
  /** The service client: the members' stored MFL sessions, the stored schedule. */
  db: SupabaseClient;
  /** The shared player database and injury report, brought up to date within their TTLs (one refresh for every league). */
  reference: ReferenceRefresher;
}

/**
 * The league weeks of one run, each read once whatever the number of sources and members: the
 * shared copy of the league's live scores (the same key League Scoring and Live Scoring read, one
 * MFL call per league per poll interval for the whole deployment), refreshed with the session of
 * an audience member whose MFL session is valid, as the background syncs do. A league nobody's
 * session can read is null: its sources find nothing this run (and withdraw nothing).
 */
export function leagueWeeks(deps: LeagueWeekDeps, now: number): (leagueId: string, members: AudienceMember[]) => Promise<LeagueWeek | null> {
  const seen = new Map<string, Promise<LeagueWeek | null>>();
  return (leagueId, members) => {
    let week = seen.get(leagueId);
    if (!week) {
      week = readLeagueWeek(deps, now, leagueId, members).catch((error) => {
        console.warn(`Alerts: league ${leagueId}'s live scores could not be read:`, error instanceof Error ? error.message : error);
        return null;
      });
      seen.set(leagueId, week);
    }
    return week;
  };
}

async function readLeagueWeek(deps: LeagueWeekDeps, now: number, leagueId: string, members: AudienceMember[]): Promise<LeagueWeek | null> {
  const year = currentSeason(now);
  for (const member of members) {
    const session = await findMflSession(deps.db, member.user_id, now);
    if (!session) continue;
    const call = { cookie: session.cookie, userId: member.user_id, account: session.username, priority: "background" as const };
    const state = await nflWeekState(deps, year, undefined, call, now);
    // What the lineup check shows a player with (names, injuries, bye weeks, the week's games).
    await deps.reference.ensure(["players", "injuries", "bye_weeks", "nfl_schedules"], year, call);
    const live = await readWeekCopy(leagueWeekDatasets.live_scores, deps.upstream, { leagueId, year, week: state.week, clock: state.clock }, call);
    const skewMs = (await deps.upstream.hostNow()) - now;
    let reads: Promise<LineupReads | null> | null = null;
    const lineupReads = () =>
      reads ??= Promise.all([
        deps.upstream.get(rosters({ leagueId, year, week: state.week }), call),
        deps.upstream.get(league({ leagueId, year }), call),
      ]).then(([r, l]) => ({ rosters: r.data, league: l.data }), (error) => {
        console.warn(`Alerts: league ${leagueId}'s rosters could not be read:`, error instanceof Error ? error.message : error);
        return null;
      });
    return { leagueId, year, week: state.week, live: live.data, games: state.games, skewMs, lineupReads };
  }
  return null;
}

/** A franchise of the league's live scores (in two-game weeks, its first appearance). */
export function franchiseOf(week: LeagueWeek, franchiseId: string): LiveFranchise | undefined {
  return week.live.franchises.find((f) => f.id === franchiseId);
}

/** Kickoff time in a user's time zone, as a notification says it: "Sun 4:25 PM". */
export function kickoffText(epochMs: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", minute: "2-digit" }).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(epochMs);
  }
}
