// What every MFL export handler gets, plus the small helpers they share.
import { World } from "../world.ts";
import { FantasyLeague } from "../fantasy.ts";
import { Account } from "../leagues.ts";
import { MflError } from "../mfl-doc.ts";
import { formatUnits } from "../scoring.ts";

export interface MflCtx {
  world: World;
  now: number;
  year: number;
  params: Map<string, string>;
  account?: Account;
  league?: FantasyLeague;
  /** Base URL of a league host, e.g. http://127.0.0.1:54330/_host/www44 */
  hostUrl(host: string): string;
}

export function needUser(ctx: MflCtx): Account {
  if (!ctx.account) throw new MflError("API requires logged in user");
  return ctx.account;
}

export function needLeague(ctx: MflCtx): FantasyLeague {
  if (!ctx.league) throw new MflError("Invalid league ID");
  return ctx.league;
}

/** W parameter: a regular-season week number, defaulting to the current (live) week. */
export function weekParam(ctx: MflCtx, w = ctx.params.get("W")): number {
  if (w === undefined || w === "") return Math.max(1, ctx.world.weeks(ctx.now).LiveScoringWeek);
  const n = Number(w);
  if (!Number.isInteger(n) || n < 1 || n > 22) throw new MflError("Invalid week");
  return n;
}

export function fmt(league: FantasyLeague, units: number | null): string {
  return units === null ? "" : formatUnits(units, league.data.config.precision);
}

export function idList(v: string | undefined): string[] {
  return (v ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}
