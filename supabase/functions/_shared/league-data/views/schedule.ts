import { leagueScheduleEndpoint, type ScheduleGame } from "../../contracts/league-schedule.ts";
import { DEFAULT_WEEK_RANGE, type WeekRange } from "../../contracts/league-weeks.ts";
import type { ScheduleWriteRow } from "../datasets/schedule.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { LeagueView } from "./league-view.ts";

/** A league_schedule row as league_view_schedule reads it. */
export type ScheduleRecord = ScheduleWriteRow;

interface ScheduleData {
  games: ScheduleRecord[];
  franchises: FranchiseRecord[];
  weeks: WeekRange;
}

/** The stored games grouped by week, in week order; each game named (a franchise the league no longer lists: 'Team {id}'). */
export function scheduleWeeks(games: ScheduleRecord[], franchises: FranchiseRecord[]): { week: number; games: ScheduleGame[] }[] {
  const names = new Map(franchises.map((f) => [f.franchise_id, f.franchise_name]));
  const name = (id: string) => names.get(id) ?? `Team ${id}`;
  const weeks = new Map<number, ScheduleGame[]>();
  const ordered = [...games].sort((a, b) => a.week - b.week || a.franchise_id.localeCompare(b.franchise_id) || a.game - b.game);
  for (const g of ordered) {
    const week = weeks.get(g.week) ?? [];
    week.push({
      franchiseId: g.franchise_id,
      franchiseName: name(g.franchise_id),
      game: g.game,
      opponentId: g.opponent_id,
      opponentName: g.opponent_id === null ? null : name(g.opponent_id),
      isHome: g.is_home,
      score: g.score,
      result: g.result,
      spread: g.spread,
    });
    weeks.set(g.week, week);
  }
  return [...weeks].map(([week, weekGames]) => ({ week, games: weekGames }));
}

// PostgREST and postgres.js may hand numeric columns over as text.
function scheduleNumbers(g: ScheduleRecord): ScheduleRecord {
  const orNull = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { ...g, score: orNull(g.score), spread: orNull(g.spread) };
}

/** GET /league-schedule?leagueId=[&year=]: the league's fantasy schedule, every franchise's games of every week. */
export const scheduleView: LeagueView<typeof leagueScheduleEndpoint.request, ScheduleData> = {
  endpoint: leagueScheduleEndpoint,
  // Settings too: they say the league's weeks.
  refreshes: ["schedule", "settings"],
  rpc: "league_view_schedule",
  fromSnapshot: (snap) => {
    const rows = snap.rows as { games: ScheduleRecord[] | null; weeks?: WeekRange | null };
    return { games: (rows.games ?? []).map(scheduleNumbers), franchises: snap.franchises, weeks: rows.weeks ?? DEFAULT_WEEK_RANGE };
  },
  answer: (data, membership) => ({
    userFranchiseId: membership.franchise_id,
    weeks: data.weeks,
    schedule: scheduleWeeks(data.games, data.franchises),
  }),
};
