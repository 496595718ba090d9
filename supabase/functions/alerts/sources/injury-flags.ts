import { databaseError } from "../../_shared/errors.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import { type AlertDraft, type AlertSource, type AudienceMember, byLeague } from "../pipeline/alert.ts";
import { franchiseOf, kickoffText, type LeagueWeek } from "./league-week.ts";

/** How long before his kickoff a flagged starter is pushed (issue 25). */
export const LINEUP_ALERT_LEAD_MS = 90 * 60_000;

/** The injury report's words the lineup check flags, as MFL writes them. */
const FLAGGED = new Set(["out", "ir", "injured reserve", "doubtful", "questionable"]);

export interface InjuryFlagDeps {
  audience(): Promise<AudienceMember[]>;
  leagueWeek(leagueId: string, members: AudienceMember[]): Promise<LeagueWeek | null>;
  db: SupabaseClient;
}

interface PlayerFacts {
  name: string;
  position: string;
  team: string;
  status: string | null;
}

/**
 * The lineup check's flags in their simplest real form (until the lineup check of issue 23 yields
 * its own): a starter of the user's lineup (MFL's live scores of the week say who starts) whose
 * status in the stored injury report is Out, IR, Doubtful or Questionable, due 90 minutes before
 * his game kicks off and void at kickoff, once per player, week and status. A starter benched or
 * cleared before then withdraws his alert.
 */
export function injuryFlagSource(deps: InjuryFlagDeps): AlertSource {
  return {
    kind: "lineup",
    async find(now) {
      const alerts: AlertDraft[] = [];
      const scope: { userId: string; leagueId: string }[] = [];
      for (const [leagueId, members] of byLeague(await deps.audience())) {
        const week = await deps.leagueWeek(leagueId, members);
        if (!week) continue;
        const starters = new Map(members.map((m) => [m, franchiseOf(week, m.franchise_id)?.players.filter((p) => p.isStarter).map((p) => p.id) ?? []]));
        const facts = await playerFacts(deps.db, week.year, [...new Set([...starters.values()].flat())]);
        for (const member of members) {
          scope.push({ userId: member.user_id, leagueId });
          for (const playerId of starters.get(member) ?? []) {
            const player = facts.get(playerId);
            if (!player?.status || !FLAGGED.has(player.status.toLowerCase())) continue;
            const game = week.games?.find((g) => g.teams.includes(player.team));
            if (!game?.kickoff || game.status !== "scheduled") continue;
            const kickoff = game.kickoff * 1000 - week.skewMs;
            if (kickoff <= now) continue;
            const key = `lineup:${member.user_id}:${leagueId}:${week.year}-${week.week}:${playerId}:${player.status}`;
            alerts.push({
              userId: member.user_id,
              leagueId,
              key,
              dueAt: kickoff - LINEUP_ALERT_LEAD_MS,
              expiresAt: kickoff,
              payload: {
                kind: "lineup",
                title: `Lineup check · ${member.league_name}`,
                body: `${player.name} (${player.position} ${player.team}) is ${player.status} and in your starting lineup. Kickoff ${
                  kickoffText(kickoff, member.time_zone)
                }.`,
                url: `/leagues/${leagueId}/lineup`,
                tag: key,
              },
            });
          }
        }
      }
      return { alerts, scope, looked: scope.length };
    },
  };
}

/** Names, teams and injury statuses of the starters (the stored player database and injury report), in one round trip each. */
async function playerFacts(db: SupabaseClient, year: number, ids: string[]): Promise<Map<string, PlayerFacts>> {
  if (ids.length === 0) return new Map();
  const [players, injuries] = await Promise.all([
    db.from("nfl_players").select("player_id,full_name,position,nfl_team").eq("year", year).in("player_id", ids),
    db.from("player_injuries").select("player_id,status").eq("year", year).in("player_id", ids),
  ]);
  if (players.error) throw databaseError("Reading the starters' names failed", players.error);
  if (injuries.error) throw databaseError("Reading the injury report failed", injuries.error);
  const status = new Map((injuries.data as { player_id: string; status: string }[]).map((i) => [i.player_id, i.status]));
  return new Map((players.data as { player_id: string; full_name: string; position: string; nfl_team: string }[]).map((p) => [
    p.player_id,
    { name: p.full_name, position: p.position, team: p.nfl_team, status: status.get(p.player_id) ?? null },
  ]));
}
