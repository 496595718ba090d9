import { gameState } from "../../_shared/contracts/live-feed-rules.ts";
import type { BoxScore } from "../../_shared/contracts/tank01-nfl.ts";
import { databaseError } from "../../_shared/errors.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import type { StartedGames } from "../../_shared/tank01/live-feed.ts";
import { playTime } from "../../_shared/tank01/my-feed.ts";
import type { WeekOf } from "../../_shared/tank01/queries.ts";
import { type AlertDraft, type AlertSource, type AudienceMember, byLeague } from "../pipeline/alert.ts";
import { franchiseOf, type LeagueWeek } from "./league-week.ts";

/** A touchdown is news this long after it happened (game time at the NFL's pace); older ones, e.g. on switching alerts on, are not pushed. */
const RECENT_MS = 20 * 60_000;
const TOUCHDOWN_ALERT_LIFE_MS = 15 * 60_000;

/** The part of the live feed (shared Tank01 copies, the stored final games) the source reads. */
export interface TouchdownFeed {
  currentWeek(now: number): Promise<WeekOf>;
  startedGames(week: WeekOf, now: number): Promise<StartedGames>;
}

export interface StarterTouchdownDeps {
  audience(): Promise<AudienceMember[]>;
  leagueWeek(leagueId: string, members: AudienceMember[]): Promise<LeagueWeek | null>;
  feed: TouchdownFeed;
  db: SupabaseClient;
}

interface Starter {
  leagues: string[];
  leagueIds: string[];
}

/**
 * A touchdown by one of my starters: the box scores of the week's live games (the copies the live
 * feed polls for every viewer: no Tank01 call of its own), each touchdown's scorers (the players the
 * scoring play names in its text, not the kicker of the extra point), matched to the user's starters
 * through the player identity tables. Once per user and touchdown, naming every league he starts in.
 */
export function starterTouchdownSource(deps: StarterTouchdownDeps): AlertSource {
  return {
    kind: "touchdown",
    async find(now) {
      const audience = await deps.audience();
      if (audience.length === 0) return { alerts: [], looked: 0 };
      const mine = new Map<string, Map<string, Starter>>(); // user → MFL player id → leagues
      for (const [leagueId, members] of byLeague(audience)) {
        const week = await deps.leagueWeek(leagueId, members);
        if (!week) continue;
        for (const member of members) {
          const starters = mine.get(member.user_id) ?? new Map<string, Starter>();
          for (const p of franchiseOf(week, member.franchise_id)?.players.filter((p) => p.isStarter) ?? []) {
            const s = starters.get(p.id) ?? { leagues: [], leagueIds: [] };
            s.leagues.push(member.league_name);
            s.leagueIds.push(leagueId);
            starters.set(p.id, s);
          }
          mine.set(member.user_id, starters);
        }
      }
      const byTank01 = await tank01Ids(deps.db, [...new Set([...mine.values()].flatMap((s) => [...s.keys()]))]);
      if (byTank01.size === 0) return { alerts: [], looked: audience.length };

      const { games } = await deps.feed.startedGames(await deps.feed.currentWeek(now), now);
      const alerts: AlertDraft[] = [];
      for (const game of games.filter((g) => gameState(g) === "live")) {
        for (const td of recentTouchdowns(game)) {
          for (const [userId, starters] of mine) {
            const scorers = td.scorers.flatMap((id) => {
              const mflId = byTank01.get(id);
              const starter = mflId ? starters.get(mflId) : undefined;
              return starter ? [{ name: game.playerStats?.[id]?.longName ?? "", ...starter }] : [];
            });
            if (scorers.length === 0) continue;
            const leagues = [...new Set(scorers.flatMap((s) => s.leagues))];
            const leagueIds = [...new Set(scorers.flatMap((s) => s.leagueIds))];
            const key = `touchdown:${userId}:${game.gameID}:${td.index}`;
            alerts.push({
              userId,
              leagueId: leagueIds.length === 1 ? leagueIds[0] : null,
              key,
              dueAt: now,
              expiresAt: now + TOUCHDOWN_ALERT_LIFE_MS,
              payload: {
                kind: "touchdown",
                title: `Touchdown: ${scorers.map((s) => s.name).join(" and ")}`,
                body: `${td.text} (${game.away} @ ${game.home}, ${td.period} ${td.clock}). Your starter in ${leagues.join(", ")}.`,
                url: "/live-feed",
                tag: key,
              },
            });
          }
        }
      }
      return { alerts, looked: audience.length };
    },
  };
}

interface Touchdown {
  index: number;
  text: string;
  period: string;
  clock: string;
  /** Tank01 ids of the players who scored it (rusher, receiver, passer), not the kicker. */
  scorers: string[];
}

/** The game's touchdowns of the last RECENT_MS of play (by the game clock at the NFL's pace). */
export function recentTouchdowns(game: BoxScore): Touchdown[] {
  const current = playTime(0, { playPeriod: game.currentPeriod, playClock: game.gameClock });
  return (game.scoringPlays ?? []).flatMap((play, index) => {
    const p = play as { score?: string; scoreType?: string; scorePeriod?: string; scoreTime?: string; playerIDs?: string[] };
    if (p.scoreType !== "TD" || !p.score) return [];
    if (current - playTime(0, { playPeriod: p.scorePeriod, playClock: p.scoreTime }) > RECENT_MS) return [];
    // "A.Brown 20 Yd pass from J.Hurts (J.Elliott Kick)": the scorers are named before the conversion.
    const scoring = p.score.split("(")[0];
    const scorers = (p.playerIDs ?? []).filter((id) => {
      const name = game.playerStats?.[id]?.longName;
      return !!name && scoring.includes(name);
    });
    return [{ index, text: p.score, period: p.scorePeriod ?? "", clock: p.scoreTime ?? "", scorers }];
  });
}

/** Tank01 id → MFL id of the starters, through the player identity tables. */
async function tank01Ids(db: SupabaseClient, mflIds: string[]): Promise<Map<string, string>> {
  if (mflIds.length === 0) return new Map();
  const { data, error } = await db.rpc("map_player_ids", { p_from_provider: "mfl", p_to_provider: "tank01", p_ids: mflIds });
  if (error) throw databaseError("Mapping the starters to Tank01 failed", error);
  return new Map((data as { from_id: string; to_id: string }[]).map((r) => [r.to_id, r.from_id]));
}
