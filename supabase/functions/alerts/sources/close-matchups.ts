import type { LiveFranchise } from "../../_shared/mfl/live-scoring.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import { type AlertDraft, type AlertSource, type AudienceMember, byLeague } from "../pipeline/alert.ts";
import type { LeagueWeek } from "./league-week.ts";

/** A matchup this close (points, either way) is worth a push late in its last game. */
export const CLOSE_MARGIN_POINTS = 10;
/** An NFL quarter in MFL's game seconds (a game is 3600). */
const QUARTER_SECONDS = 900;
/** A close finish is news for the rest of the quarter; past this it is not pushed. */
const CLOSE_ALERT_LIFE_MS = 30 * 60_000;

export interface CloseMatchupDeps {
  audience(): Promise<AudienceMember[]>;
  leagueWeek(leagueId: string, members: AudienceMember[]): Promise<LeagueWeek | null>;
  db: SupabaseClient;
}

/**
 * A close matchup in the last quarter of the last game that decides it: every starter of both
 * sides still to finish is in his game's fourth quarter (MFL's seconds remaining at most 900, more
 * than 0 for one at least: none yet to kick off, some still playing), and the scores are within
 * CLOSE_MARGIN_POINTS. Once per matchup and week. It reads the live scores the league's viewers
 * read (one shared copy): no MFL call of its own.
 */
export function closeMatchupSource(deps: CloseMatchupDeps): AlertSource {
  return {
    kind: "close_matchup",
    async find(now) {
      const alerts: AlertDraft[] = [];
      let looked = 0;
      for (const [leagueId, members] of byLeague(await deps.audience())) {
        const week = await deps.leagueWeek(leagueId, members);
        if (!week) continue;
        let names: Map<string, string> | null = null;
        for (const member of members) {
          looked++;
          for (const matchup of week.live.matchups) {
            const mine = matchup.franchises.find((f) => f.id === member.franchise_id);
            const theirs = matchup.franchises.find((f) => f !== mine);
            if (!mine || !theirs || !decidedInLastQuarter(mine, theirs)) continue;
            if (Math.abs(mine.score - theirs.score) > CLOSE_MARGIN_POINTS) continue;
            names ??= await franchiseNames(deps.db, leagueId, week.year);
            const key = `close:${member.user_id}:${leagueId}:${week.year}-${week.week}:${mine.id}-${theirs.id}`;
            const lead = mine.score > theirs.score ? "leading" : mine.score < theirs.score ? "trailing" : "tied with";
            alerts.push({
              userId: member.user_id,
              leagueId,
              key,
              dueAt: now,
              expiresAt: now + CLOSE_ALERT_LIFE_MS,
              payload: {
                kind: "close_matchup",
                title: `Close matchup · ${member.league_name}`,
                body: `You are ${lead} ${names.get(theirs.id) ?? `Team ${theirs.id}`}, ${points(mine)}–${points(theirs)}, in the last quarter.`,
                url: `/league-matchups/${leagueId}`,
                tag: key,
              },
            });
          }
        }
      }
      return { alerts, looked };
    },
  };
}

/** Every starter of both sides is done or in his last quarter, and one at least still plays. */
export function decidedInLastQuarter(a: LiveFranchise, b: LiveFranchise): boolean {
  const left = [...a.players, ...b.players].filter((p) => p.isStarter).map((p) => p.gameSecondsRemaining);
  return left.length > 0 && left.every((s) => s <= QUARTER_SECONDS) && left.some((s) => s > 0);
}

function points(f: LiveFranchise): string {
  return f.scoreText ?? f.score.toFixed(1);
}

async function franchiseNames(db: SupabaseClient, leagueId: string, year: number): Promise<Map<string, string>> {
  const { data, error } = await db.from("league_franchises").select("franchise_id,franchise_name").eq("league_id", leagueId).eq("year", year);
  if (error) return new Map(); // names are a nicety: "Team 0004" still says who
  return new Map((data as { franchise_id: string; franchise_name: string }[]).map((f) => [f.franchise_id, f.franchise_name]));
}
