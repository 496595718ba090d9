import type { z } from "npm:zod@4.6.7";
import type { ScoringPlayer, scoringQuerySchema, ScoringTeam } from "../_shared/contracts/mfl-scoring.ts";
import { databaseError } from "../_shared/errors.ts";
import type { LiveFranchise, LiveScoring } from "../_shared/mfl/live-scoring.ts";
import { league, liveScoring } from "../_shared/mfl/queries.ts";
import { json } from "../_shared/responses.ts";
import type { UserRouteContext } from "../_shared/router.ts";
import { type LineupCaller, type LineupDeps, lineupCaller, withMfl } from "./lineup-context.ts";

type ScoringQuery = z.output<typeof scoringQuerySchema>;

/**
 * GET /scoring?type=league|personal&leagueId=[&franchiseId=][&week=]: MFL's liveScoring of the
 * league and week (without a week, the one MFL is scoring, which the answer names), from the one
 * shared copy every viewer and isolate reads (refreshed per poll interval), with names and positions
 * from MFL's player database. A personal answer is the caller's own franchise and its opponent.
 */
export function getScoring(deps: LineupDeps) {
  return async ({ caller, input, now }: UserRouteContext<ScoringQuery>) => {
    const who = await lineupCaller(deps, input, caller.userId, now);
    const [live, details] = await withMfl(deps, who, () =>
      Promise.all([
        deps.upstream().get(liveScoring({ leagueId: who.leagueId, year: who.year, week: input.week }), call(who)),
        deps.upstream().get(league({ leagueId: who.leagueId, year: who.year }), call(who)),
        deps.reference().ensure(["players", "bye_weeks"], who.year, { ...call(who), priority: "interactive" }),
      ])
    );
    const week = live.data.week ?? input.week ?? 1;
    const names = new Map(details.data.franchises.map((f) => [f.id, f.name]));
    const people = await playerDetails(deps, who, live.data, week);
    const team = (f: LiveFranchise): ScoringTeam => ({
      franchiseId: f.id,
      franchiseName: names.get(f.id) ?? `Team ${f.id}`,
      totalPoints: f.score,
      gameSecondsRemaining: f.gameSecondsRemaining,
      starters: f.players.filter((p) => p.isStarter).map((p) => people(p.id, p.score, p.gameSecondsRemaining)),
      bench: f.players.filter((p) => !p.isStarter).map((p) => people(p.id, p.score, p.gameSecondsRemaining)),
    });
    const freshness = { updatedAt: live.fetchedAt, stale: live.stale };
    if (input.type === "personal") {
      const pairing = live.data.matchups.find((m) => m.franchises.some((f) => f.id === who.franchiseId));
      const mine = live.data.franchises.find((f) => f.id === who.franchiseId);
      const opponent = pairing?.franchises.find((f) => f.id !== who.franchiseId);
      const empty: LiveFranchise = {
        id: who.franchiseId, isHome: null, score: 0, gameSecondsRemaining: 0, playersCurrentlyPlaying: 0, playersYetToPlay: 0, players: [],
      };
      return json({ success: true, week, yourTeam: team(mine ?? empty), opponent: opponent ? team(opponent) : null, ...freshness });
    }
    // Both MFL shapes: head-to-head pairings, or (no pairings) each franchise on its own.
    const pairings = live.data.matchups.length > 0 ? live.data.matchups : live.data.franchises.map((f) => ({ franchises: [f] }));
    return json({
      success: true,
      week,
      leagueName: details.data.name || null,
      matchups: pairings.map((m) => ({ teams: m.franchises.map(team) })),
      ...freshness,
    });
  };
}

function call(who: LineupCaller) {
  return { cookie: who.cookie, userId: who.userId, account: who.username };
}

/** A player's name, position and team, and his game state; a player whose team is on bye is neither live nor done. */
async function playerDetails(deps: LineupDeps, who: LineupCaller, live: LiveScoring, week: number) {
  const ids = [...new Set(live.franchises.flatMap((f) => f.players.map((p) => p.id)))];
  const db = deps.db();
  const [players, byes] = await Promise.all([
    db.from("nfl_players").select("player_id,full_name,position,nfl_team").eq("year", who.year).in("player_id", ids),
    db.from("nfl_bye_weeks").select("nfl_team").eq("year", who.year).eq("bye_week", week),
  ]);
  if (players.error) throw databaseError("Reading the players failed", players.error);
  if (byes.error) throw databaseError("Reading the bye weeks failed", byes.error);
  const byId = new Map((players.data as { player_id: string; full_name: string; position: string; nfl_team: string }[]).map((p) => [p.player_id, p]));
  const onBye = new Set((byes.data as { nfl_team: string }[]).map((b) => b.nfl_team));
  return (id: string, points: number, seconds: number): ScoringPlayer => {
    const p = byId.get(id);
    const isBye = !!p && onBye.has(p.nfl_team);
    return {
      id,
      name: p?.full_name ?? `Player ${id}`,
      position: p?.position ?? "",
      team: p?.nfl_team ?? "",
      points,
      gameSecondsRemaining: seconds,
      isPlaying: !isBye && seconds > 0 && seconds < 3600,
      hasPlayed: !isBye && seconds === 0,
      isBye,
    };
  };
}
