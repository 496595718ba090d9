// TYPE=lineup import: validates against the league's starter rules, the caller's franchise and
// per-player kickoff locks, then replaces that week's lineup (what liveScoring, weeklyResults and
// standings report from then on). MFL's exact validation texts were never captured, so the
// messages below are our plausible wording (unconfirmed); the form (<error> with HTTP 200) is real.
import { MflDocument, MflError } from "../mfl-doc.ts";
import { idList, MflCtx, needLeague, needUser } from "./context.ts";
import { teamInWeek } from "../identity.ts";

export function importLineup(ctx: MflCtx): MflDocument {
  const acc = needUser(ctx);
  const l = needLeague(ctx);
  const cfg = l.data.config;
  const own = acc.franchises[cfg.id];
  const asked = ctx.params.get("FRANCHISE_ID");
  if (!own) throw new MflError(`API requires logged in user in league ID ${cfg.id}`);
  // No commissioner accounts exist in the sim, so impersonation is always refused.
  if (asked && asked !== own) throw new MflError(`You do not have permission to set the lineup of franchise ${asked}`);
  const weeks = ctx.world.weeks(ctx.now);
  const wParam = ctx.params.get("W");
  const week = wParam ? Number(wParam) : weeks.LineupWeek;
  if (!Number.isInteger(week) || week < 1 || week > cfg.endWeek) throw new MflError(`Invalid week: ${wParam}`);
  if (week < weeks.LiveScoringWeek) throw new MflError(`Week ${week} is over; lineups can no longer be changed`);
  const starters = idList(ctx.params.get("STARTERS"));
  const f = l.data.byFranchise.get(own)!;
  const seen = new Set<string>();
  const counts = new Map<string, number>();
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
    const pos = season.byMfl.get(id)!.pos;
    counts.set(pos, (counts.get(pos) ?? 0) + 1);
  }
  if (starters.length !== cfg.starterCount) {
    throw new MflError(`Invalid lineup: ${starters.length} starters submitted, the league requires ${cfg.starterCount}`);
  }
  for (const r of cfg.starters) {
    const n = counts.get(r.pos) ?? 0;
    if (n < r.min || n > r.max) {
      throw new MflError(`Invalid lineup: ${n} starters at ${r.pos}, the league allows ${r.min === r.max ? r.min : `${r.min}-${r.max}`}`);
    }
  }
  for (const [pos] of counts) {
    if (!cfg.starters.some((r) => r.pos === pos)) throw new MflError(`Invalid lineup: position ${pos} cannot start`);
  }
  // A player whose game has kicked off can neither enter nor leave the lineup.
  const before = new Set(l.starters(own, week));
  for (const id of new Set([...before, ...seen])) {
    if (before.has(id) !== seen.has(id) && locked(id)) throw new MflError(`Invalid lineup: player ${id} is locked, his game has started`);
  }
  l.setStarters(own, week, starters);
  return { root: "status", doc: { $t: "OK" } };
}
