// TYPE=lineup import: validates against the league's starter rules, the caller's franchise and
// per-player kickoff locks, then replaces that week's lineup (what liveScoring, weeklyResults and
// standings report from then on). MFL's exact validation texts were never captured, so the
// messages below are our plausible wording (unconfirmed); the form (<error> with HTTP 200) is real.
import { MflDocument, MflError } from "../mfl-doc.ts";
import { idList, MflCtx, needLeague, needUser } from "./context.ts";
import { teamInWeek } from "../identity.ts";
import { lineupError } from "../lineup-rules.ts";

export function importLineup(ctx: MflCtx): MflDocument {
  const acc = needUser(ctx);
  const l = needLeague(ctx);
  const cfg = l.data.config;
  const own = acc.franchises[cfg.id];
  const asked = ctx.params.get("FRANCHISE_ID");
  if (!own) throw new MflError(`API requires logged in user in league ID ${cfg.id}`);
  // No commissioner accounts exist in the sim, so impersonation is always refused.
  if (asked && asked !== own) throw new MflError(`You do not have permission to set the lineup of franchise ${asked}`);
  // Best ball: MFL starts each week's best lineup itself; a submitted one would be ignored, so it
  // is refused outright (the reference documents no answer: our reading, README).
  if (cfg.bestLineup) throw new MflError("This is a best ball league: the best lineup is set by the system each week");
  const weeks = ctx.world.weeks(ctx.now);
  const wParam = ctx.params.get("W");
  const week = wParam ? Number(wParam) : weeks.LineupWeek;
  if (!Number.isInteger(week) || week < (cfg.startWeek ?? 1) || week > cfg.endWeek) throw new MflError(`Invalid week: ${wParam}`);
  if (week < weeks.LiveScoringWeek) throw new MflError(`Week ${week} is over; lineups can no longer be changed`);
  const starters = idList(ctx.params.get("STARTERS"));
  const f = l.data.byFranchise.get(own)!;
  const seen = new Set<string>();
  const positions: string[] = [];
  const season = ctx.world.season;
  const locked = (id: string) => {
    const p = season.byMfl.get(id);
    const g = p && p.team !== "FA" ? season.gameOf(teamInWeek(p, week), week) : undefined;
    return !!g && g.kickoff <= ctx.now;
  };
  for (const id of starters) {
    if (seen.has(id)) throw new MflError(`Invalid lineup: player ${id} is listed twice`);
    seen.add(id);
    const status = f.roster.get(id);
    if (!status) throw new MflError(`Invalid lineup: player ${id} is not on your roster`);
    if (status !== "ROSTER") throw new MflError(`Invalid lineup: player ${id} is on your ${status === "TAXI_SQUAD" ? "taxi squad" : "injured reserve"}`);
    const p = season.byMfl.get(id);
    // A commissioner's custom player has no entry in the player database, hence no position to start at.
    if (!p) throw new MflError(`Invalid lineup: player ${id} is not in the player database`);
    positions.push(p.pos);
  }
  const broken = lineupError(cfg, positions);
  if (broken) throw new MflError(broken);
  // A player whose game has kicked off can neither enter nor leave the lineup.
  const before = new Set(l.starters(own, week, ctx.now));
  for (const id of new Set([...before, ...seen])) {
    if (before.has(id) !== seen.has(id) && locked(id)) throw new MflError(`Invalid lineup: player ${id} is locked, his game has started`);
  }
  l.setStarters(own, week, starters);
  return { root: "status", doc: { $t: "OK" } };
}
