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
