import type { CheckedPlayer, FlagLevel, LeagueCheck, LineupChange, LineupFlag, LineupProposal } from "../contracts/lineup-check.ts";
import { bestLineup, type LineupCandidate } from "../contracts/lineup-optimizer.ts";
import { type LineupSettings, parseLimit, validateLineup } from "../contracts/lineup-rules.ts";
import type { LineupRosterPlayer } from "../contracts/mfl-lineup.ts";
import { samePosition } from "../contracts/position-order.ts";

// One league's lineup check, from what the handler read (no I/O here): each starter's flags, the
// lineup's own problems, and the best valid lineup from the players not yet locked.

export interface LeagueCheckInput {
  week: number;
  /** The franchise's roster as Set Lineup shows it (injury, bye week, opponent, lock). */
  roster: LineupRosterPlayer[];
  /** Starters MFL holds who are no longer on the roster (cut, traded), with what the player database says of them. */
  gone: LineupRosterPlayer[];
  /** The starters MFL holds for the week. */
  starters: string[];
  settings: LineupSettings;
  /** MFL's projections in the league's own scoring for the week (player id → points). */
  projections: Record<string, number>;
  bestBall: boolean;
}

export type LeagueCheckResult = Pick<LeagueCheck, "status" | "starters" | "lineupFlags" | "proposal">;

/** Flags that leave nothing to decide (locked) or only warn (at risk) do not by themselves need attention. */
const WARNINGS: ReadonlySet<FlagLevel> = new Set(["doubtful", "questionable", "locked"]);
/** A starter with one of these scores nothing this week: the optimiser counts him at 0. */
const SCORES_NOTHING: ReadonlySet<FlagLevel> = new Set(["out", "ir", "bye", "no_game", "not_on_roster"]);

export function checkLeague(input: LeagueCheckInput): LeagueCheckResult {
  if (input.bestBall) return { status: "best_ball", starters: [], lineupFlags: [], proposal: null };
  const byId = new Map([...input.roster, ...input.gone].map((p) => [p.id, p]));
  const onRoster = new Set(input.roster.map((p) => p.id));
  // Without the week's NFL games, nobody can be said to have none.
  const gamesKnown = input.roster.some((p) => p.opponent !== null);
  const flagsOf = new Map(
    [...byId.values()].map((p) => [p.id, playerFlags(p, { week: input.week, onRoster: onRoster.has(p.id), gamesKnown })]),
  );
  const starters = input.starters.map((id) => {
    const p = byId.get(id) ?? unknownPlayer(id);
    return { ...checked(p, input.projections), flags: flagsOf.get(id) ?? [{ level: "not_on_roster" as const, playerId: id, text: GONE }] };
  });
  const lineupFlags = lineupProblems(input.settings, starters.filter((s) => onRoster.has(s.id)).map((s) => s.position), input.starters.length);
  const proposal = propose(input, byId, flagsOf);
  const actionable = lineupFlags.length > 0 || starters.some((s) => s.flags.some((f) => !WARNINGS.has(f.level)));
  return { status: proposal || actionable ? "attention" : "set", starters, lineupFlags, proposal };
}

export const GONE = "Not on your roster any more";
/** His game has kicked off: nothing to do, he stays where he is. */
export const LOCKED = "Locked";

/** A starter's flags, worst first; a locked player's only flag is the lock (nothing can be done). */
export function playerFlags(p: LineupRosterPlayer, at: { week: number; onRoster: boolean; gamesKnown: boolean }): LineupFlag[] {
  const flag = (level: FlagLevel, text: string): LineupFlag => ({ level, playerId: p.id, text });
  if (!at.onRoster) return [flag("not_on_roster", GONE)];
  if (p.locked) return [flag("locked", LOCKED)];
  const flags: LineupFlag[] = [];
  const injury = injuryFlag(p.injury?.status);
  if (injury) flags.push(flag(injury.level, injury.text));
  if (p.status === "INJURED_RESERVE") flags.push(flag("invalid", "On injured reserve: cannot start"));
  if (p.status === "TAXI_SQUAD") flags.push(flag("invalid", "On the taxi squad: cannot start"));
  if (p.bye_week === at.week) flags.push(flag("bye", "On bye"));
  else if (at.gamesKnown && p.opponent === null && p.team !== "" && p.team !== "FA") flags.push(flag("no_game", "No game this week"));
  return flags;
}

/** MFL's injury words (Out, IR, Suspended, Doubtful, Questionable), each its own level; anything else is no flag. */
function injuryFlag(status: string | undefined): { level: FlagLevel; text: string } | null {
  switch ((status ?? "").toLowerCase()) {
    case "out":
      return { level: "out", text: "Out" };
    case "suspended":
      return { level: "out", text: "Suspended" };
    case "ir":
    case "injured reserve":
      return { level: "ir", text: "IR" };
    case "doubtful":
      return { level: "doubtful", text: "Doubtful" };
    case "questionable":
      return { level: "questionable", text: "Questionable" };
    default:
      return null;
  }
}

/**
 * Empty slots (fewer starters than the league starts) and what MFL would refuse in the lineup it
 * holds (Set Lineup's rules and texts), judged on the starters still on the roster; a starter who
 * left it has his own flag, so his slot is not counted twice.
 */
function lineupProblems(settings: LineupSettings, rosterStarterPositions: string[], starterCount: number): LineupFlag[] {
  const least = parseLimit(settings.starterCount || String(settings.maxStarters))?.min ?? settings.maxStarters;
  const empty = Array.from({ length: Math.max(0, least - starterCount) }, (): LineupFlag => ({ level: "empty", playerId: null, text: "Empty slot" }));
  const problems = starterCount === rosterStarterPositions.length ? validateLineup(settings, rosterStarterPositions) : [];
  return [...empty, ...problems.map((text): LineupFlag => ({ level: "invalid", playerId: null, text }))];
}

/** The best valid lineup (locked players kept) when it is not the one MFL holds, with a reason per change. */
function propose(input: LeagueCheckInput, byId: Map<string, LineupRosterPlayer>, flagsOf: Map<string, LineupFlag[]>): LineupProposal | null {
  const current = new Set(input.starters);
  const points = (id: string) => {
    const flags = flagsOf.get(id) ?? [];
    return flags.some((f) => SCORES_NOTHING.has(f.level)) ? 0 : input.projections[id] ?? 0;
  };
  // Only active-roster players can start (Set Lineup refuses the rest); a locked starter stays whatever his status.
  const candidates: LineupCandidate[] = input.roster
    .filter((p) => p.status === "ROSTER" || (p.locked && current.has(p.id)))
    .map((p) => ({ id: p.id, position: p.position, points: points(p.id), starter: current.has(p.id), locked: p.locked }));
  const best = bestLineup(input.settings, candidates);
  if (!best) return null;
  const proposed = new Set(best.starters);
  const out = input.starters.filter((id) => !proposed.has(id));
  const into = best.starters.filter((id) => !current.has(id));
  if (out.length === 0 && into.length === 0) return null;
  const player = (id: string) => ({ ...checked(byId.get(id) ?? unknownPlayer(id), input.projections), points: points(id) });
  const changes = pairChanges(out.map(player), into.map(player), flagsOf);
  const currentTotal = round(input.starters.reduce((n, id) => n + points(id), 0));
  return { starters: best.starters, changes, currentTotal, total: best.total, gain: round(best.total - currentTotal) };
}

type Scored = CheckedPlayer & { points: number };

/** Each player taken out beside the one who takes his place (same position first), and why. */
function pairChanges(out: Scored[], into: Scored[], flagsOf: Map<string, LineupFlag[]>): LineupChange[] {
  const left = [...into];
  const take = (o: Scored) => {
    const i = left.findIndex((p) => samePosition(p.position, o.position));
    return i >= 0 ? left.splice(i, 1)[0] : left.shift() ?? null;
  };
  const changes: LineupChange[] = out.map((o) => {
    const replacement = take(o);
    const flag = (flagsOf.get(o.id) ?? []).find((f) => f.level !== "locked");
    const reason = flag ? flag.text : replacement ? gainText(replacement.points - o.points) : "MFL would refuse the lineup";
    return { out: strip(o), in: replacement ? strip(replacement) : null, reason };
  });
  for (const p of left) changes.push({ out: null, in: strip(p), reason: "Empty slot" });
  return changes;
}

/** "+6.4 projected". */
export function gainText(gain: number): string {
  return `${gain >= 0 ? "+" : "−"}${Math.abs(gain).toFixed(1)} projected`;
}

function strip({ points: _points, ...p }: Scored): CheckedPlayer {
  return p;
}

function checked(p: LineupRosterPlayer, projections: Record<string, number>): CheckedPlayer {
  return { id: p.id, name: p.name, position: p.position, team: p.team, projected: projections[p.id] ?? null, locked: p.locked };
}

function unknownPlayer(id: string): LineupRosterPlayer {
  return { id, name: `Player ${id}`, position: "", team: "", status: "", injury: null, bye_week: null, opponent: null, locked: false };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
