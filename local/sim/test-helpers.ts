// Shared helpers for the simulator's own tests (not used by the product).
import assert from "node:assert/strict";
import { SimulatorOptions, startSimulator, Simulator } from "./server.ts";

export { assert };

export function startFrozen(extra: SimulatorOptions = {}): Promise<Simulator> {
  return startSimulator({ port: 0, seed: 7, clock: { preset: "default", frozen: true, ...extra.clock }, ...extra, quiet: true });
}

export async function login(sim: Simulator, user: string, pass: string): Promise<string> {
  const res = await fetch(`${sim.url}/2026/login`, {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ USERNAME: user, PASSWORD: pass, XML: "1" }),
  });
  const text = await res.text();
  const m = /MFL_USER_ID="([^"]+)"/.exec(text);
  if (!m) throw new Error(`login failed: ${text}`);
  return m[1];
}

/** GET an MFL export on a given host prefix ("" = generic), following no redirects. */
export async function mfl(sim: Simulator, host: string, query: Record<string, string>, cookie?: string): Promise<Response> {
  const prefix = host ? `/_host/${host}` : "";
  return await fetch(`${sim.url}${prefix}/2026/export?${new URLSearchParams(query)}`, {
    headers: cookie ? { cookie: `MFL_USER_ID=${cookie}` } : {}, redirect: "manual",
  });
}

// deno-lint-ignore no-explicit-any
export async function mflJson(sim: Simulator, host: string, query: Record<string, string>, cookie?: string): Promise<any> {
  const res = await mfl(sim, host, { ...query, JSON: "1" }, cookie);
  assert.equal(res.status, 200);
  return await res.json();
}

/** MFL/Tank01 rule: every scalar is a string (arrays of strings allowed). */
export function assertAllStrings(v: unknown, path = "$"): void {
  if (typeof v === "string") return;
  if (Array.isArray(v)) return v.forEach((x, i) => assertAllStrings(x, `${path}[${i}]`));
  if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) assertAllStrings(x, `${path}.${k}`);
    return;
  }
  assert.fail(`${path} is ${typeof v} (${JSON.stringify(v)}), expected string`);
}

export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export async function tank01(sim: Simulator, endpoint: string, q: Record<string, string> = {}, key = "test-key"): Promise<Response> {
  return await fetch(`${sim.tank01Base}/${endpoint}?${new URLSearchParams(q)}`, { headers: key ? { "x-rapidapi-key": key } : {} });
}

/** Sends a lineup import (POST form, or GET) to a league host, with JSON=1: MFL answers XML regardless. */
export async function importLineup(sim: Simulator, host: string, params: Record<string, string>, cookie?: string, post = true): Promise<string> {
  const body = new URLSearchParams({ TYPE: "lineup", ...params, JSON: "1" });
  const res = post
    ? await fetch(`${sim.url}/_host/${host}/2026/import`, {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie: `MFL_USER_ID=${cookie}` } : {}) }, body,
    })
    : await fetch(`${sim.url}/_host/${host}/2026/import?${body}`, { headers: cookie ? { cookie: `MFL_USER_ID=${cookie}` } : {} });
  assert.equal(res.status, 200);
  return await res.text();
}

/** A franchise's active-roster players (in the player database) by position, ids lowest first. */
export function activeByPos(sim: Simulator, league: string, franchise: string): (pos: string) => string[] {
  const f = sim.world.leagues.get(league)!.data.byFranchise.get(franchise)!;
  const players = [...f.roster].filter(([id, s]) => s === "ROSTER" && sim.world.season.byMfl.has(id)).map(([id]) => sim.world.season.byMfl.get(id)!);
  return (pos) => players.filter((p) => p.pos === pos).map((p) => p.mflId).sort();
}

/** The franchise rows of a liveScoring or weeklyResults answer, in matchups or flat. */
// deno-lint-ignore no-explicit-any
export function franchisesOf(live: any): any[] {
  return live.matchup ? asList(live.matchup).flatMap((m) => asList((m as { franchise: unknown }).franchise)) : asList(live.franchise);
}
