import type { LineupFlag } from "../../_shared/contracts/lineup-check.ts";
import type { LineupSettings } from "../../_shared/contracts/lineup-rules.ts";
import type { LineupRosterPlayer } from "../../_shared/contracts/mfl-lineup.ts";
import { checkLeague } from "../../_shared/insights/lineup-check.ts";
import { lineupRulesOf, settingsRow } from "../../_shared/league-data/datasets/settings.ts";
import type { ShowPlayer } from "../../_shared/league-data/player-details.ts";
import { type AlertDraft, type AlertSource, type AudienceMember, byLeague } from "../pipeline/alert.ts";
import { franchiseOf, kickoffText, type LeagueWeek, type LineupReads } from "./league-week.ts";

/** How long before the kickoff that involves a flagged starter he is pushed (issue 25). */
export const LINEUP_ALERT_LEAD_MS = 90 * 60_000;

export interface LineupFlagDeps {
  audience(): Promise<AudienceMember[]>;
  leagueWeek(leagueId: string, members: AudienceMember[]): Promise<LeagueWeek | null>;
  /** The stored reference data of these players for a week (league-data/player-details.ts). */
  details(year: number, week: number, ids: string[]): Promise<ShowPlayer>;
}

/**
 * The lineup check's own flags (insights/lineup-check.ts), as the Lineup Check screen shows them,
 * pushed once per problem: a starter Out, on IR, Doubtful or Questionable, on bye, whose team has no
 * game, no longer on the roster or unable to start (IR, taxi squad), and the lineup's empty slots
 * and what MFL would refuse. Due 90 minutes before the kickoff that involves the flagged starter
 * (his game; for a starter without one and for the lineup's own problems, the week's next kickoff)
 * and void at it; a locked starter is nothing to do. It reads the league's shared copies (live
 * scores: who starts; rosters; the league export) and the stored reference data: no MFL call of its
 * own beyond them. A problem fixed before it is due withdraws its alert; a best-ball league, whose
 * lineups MFL sets, has none.
 */
export function lineupFlagSource(deps: LineupFlagDeps): AlertSource {
  return {
    kind: "lineup",
    async find(now) {
      const scope: { userId: string; leagueId: string }[] = [];
      const checked: CheckedLeague[] = [];
      for (const [leagueId, members] of byLeague(await deps.audience())) {
        const week = await deps.leagueWeek(leagueId, members);
        const reads = week ? await week.lineupReads() : null;
        if (!week || !reads) continue;
        scope.push(...members.map((m) => ({ userId: m.user_id, leagueId })));
        // Best ball: MFL sets the lineups, nothing to push (looked at, so earlier alerts are withdrawn).
        if (!reads.league.bestLineup) checked.push({ week, reads, members });
      }
      const shown = await showPlayers(deps, checked);
      const alerts = checked.flatMap(({ week, reads, members }) => {
        const rules = lineupRulesOf(settingsRow(reads.league));
        const show = shown.get(weekKey(week))!;
        return members.flatMap((member) => memberAlerts(week, reads, rules, show, member, now));
      });
      return { alerts, scope, looked: scope.length };
    },
  };
}

interface CheckedLeague {
  week: LeagueWeek;
  reads: LineupReads;
  members: AudienceMember[];
}

const weekKey = (week: LeagueWeek) => `${week.year}-${week.week}`;

/** The stored player data of every member's starters and roster, one read per NFL week for all leagues (as the Lineup Check reads it). */
async function showPlayers(deps: LineupFlagDeps, leagues: CheckedLeague[]): Promise<Map<string, ShowPlayer>> {
  const byWeek = new Map<string, { year: number; week: number; ids: Set<string> }>();
  for (const { week, reads, members } of leagues) {
    const key = weekKey(week);
    const group = byWeek.get(key) ?? { year: week.year, week: week.week, ids: new Set<string>() };
    byWeek.set(key, group);
    for (const member of members) {
      for (const id of startersOf(week, member)) group.ids.add(id);
      for (const entry of rosterOf(reads, member)) group.ids.add(entry.id);
    }
  }
  return new Map(await Promise.all([...byWeek].map(async ([key, g]) => [key, await deps.details(g.year, g.week, [...g.ids])] as const)));
}

/** The starters MFL holds for a member's franchise this week (its live scores). */
function startersOf(week: LeagueWeek, member: AudienceMember): string[] {
  return franchiseOf(week, member.franchise_id)?.players.filter((p) => p.isStarter).map((p) => p.id) ?? [];
}

/** A member's roster entries, from the league's copy of every franchise's. */
function rosterOf(reads: LineupReads, member: AudienceMember) {
  return reads.rosters.find((f) => f.franchiseId === member.franchise_id)?.players ?? [];
}

/** One member's lineup checked, each flag still worth doing something about an alert. */
function memberAlerts(week: LeagueWeek, reads: LineupReads, rules: LineupSettings, show: ShowPlayer, member: AudienceMember, now: number): AlertDraft[] {
  const starters = startersOf(week, member);
  if (starters.length === 0) return [];
  const entries = rosterOf(reads, member);
  const onRoster = new Set(entries.map((e) => e.id));
  const roster = entries.map(show);
  const gone = starters.filter((id) => !onRoster.has(id)).map((id) => show({ id, status: "ROSTER" }));
  const check = checkLeague({
    week: week.week,
    roster,
    gone,
    starters,
    settings: rules,
    // Flags are about who cannot score; what the best lineup would add is the screen's to say.
    projections: {},
    bestBall: false,
  });
  const byId = new Map([...roster, ...gone].map((p) => [p.id, p]));
  const nextKickoff = firstKickoffAfter(week, now);
  const problemKey = `lineup:${member.user_id}:${week.leagueId}:${weekKey(week)}`;
  const draft = (key: string, kickoff: number | null, body: string): AlertDraft[] =>
    kickoff === null || kickoff <= now ? [] : [{
      userId: member.user_id,
      leagueId: week.leagueId,
      key,
      dueAt: kickoff - LINEUP_ALERT_LEAD_MS,
      expiresAt: kickoff,
      payload: {
        kind: "lineup",
        title: `Lineup check · ${member.league_name}`,
        body: `${body} Kickoff ${kickoffText(kickoff, member.time_zone)}.`,
        url: `/leagues/${week.leagueId}/lineup`,
        tag: key,
      },
    }];
  const out: AlertDraft[] = [];
  for (const starter of check.starters) {
    const player = byId.get(starter.id);
    for (const flag of starter.flags) {
      if (flag.level === "locked" || !player) continue;
      const kickoff = teamKickoff(week, player.team, now) ?? nextKickoff;
      out.push(...draft(`${problemKey}:${starter.id}:${flag.level}`, kickoff, playerText(player, flag)));
    }
  }
  // Empty slots say it all (the counts MFL would refuse follow from them): one push; otherwise each refusal.
  const empty = check.lineupFlags.filter((f) => f.level === "empty").length;
  if (empty > 0) return [...out, ...draft(`${problemKey}:lineup:empty`, nextKickoff, `Your lineup has ${empty === 1 ? "an empty slot" : `${empty} empty slots`}.`)];
  for (const flag of check.lineupFlags) out.push(...draft(`${problemKey}:lineup:${flag.text}`, nextKickoff, `MFL would refuse your lineup: ${flag.text}`));
  return out;
}

/** "Jalen Hurts (QB PHI) is Out and in your starting lineup." and its kin, one per flag. */
export function playerText(p: LineupRosterPlayer, flag: LineupFlag): string {
  const who = `${p.name} (${[p.position, p.team].filter(Boolean).join(" ")})`;
  switch (flag.level) {
    case "bye":
      return `${who} is on bye and in your starting lineup.`;
    case "no_game":
      return `${who} has no game this week and is in your starting lineup.`;
    case "not_on_roster":
      return `${who} is in your starting lineup but no longer on your roster.`;
    case "invalid":
      return `${who} is in your starting lineup: ${flag.text}.`;
    default:
      return `${who} is ${flag.text} and in your starting lineup.`;
  }
}

/** The kickoff (ours, epoch ms) of a team's game this week still to start; null when it has none. */
function teamKickoff(week: LeagueWeek, team: string, now: number): number | null {
  const game = week.games?.find((g) => g.teams.includes(team));
  if (!game?.kickoff || game.status !== "scheduled") return null;
  const kickoff = game.kickoff * 1000 - week.skewMs;
  return kickoff > now ? kickoff : null;
}

/** The week's next kickoff (ours, epoch ms): when the next slots of a lineup lock. */
function firstKickoffAfter(week: LeagueWeek, now: number): number | null {
  const kickoffs = (week.games ?? [])
    .filter((g) => g.status === "scheduled" && g.kickoff)
    .map((g) => (g.kickoff as number) * 1000 - week.skewMs)
    .filter((k) => k > now);
  return kickoffs.length ? Math.min(...kickoffs) : null;
}
