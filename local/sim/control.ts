// The /_sim/ control API (JSON): clock, reset, counters, faults, throttle, Tank01 quota/keys,
// sessions and cookie expiry, an info page listing accounts, leagues and base URLs, and the extra
// accounts of a scale world.
import type { Simulator } from "./server.ts";
import { parseInstant } from "./clock.ts";
import { easternParts } from "./time.ts";
import { identityTruth } from "./identity.ts";

const ok = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body, null, 2), { status, headers: { "content-type": "application/json" } });
const bad = (message: string, status = 400) => ok({ error: message }, status);

async function readJson(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (!text.trim()) return {};
  const v = JSON.parse(text);
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new Error("body must be a JSON object");
  return v as Record<string, unknown>;
}

export function clockInfo(sim: Simulator) {
  const w = sim.world;
  const now = w.now();
  const e = easternParts(now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    now: new Date(now * 1000).toISOString(), epoch: now, eastern: `${e.year}-${pad(e.month)}-${pad(e.day)} ${pad(e.hour)}:${pad(e.minute)}`,
    frozen: w.clock.frozen, speed: w.clock.speed, weeks: w.weeks(now),
  };
}

export async function handleControl(sim: Simulator, req: Request, path: string, origin: string): Promise<Response> {
  const w = sim.world;
  let body: Record<string, unknown> = {};
  try {
    if (req.method === "POST") body = await readJson(req);
  } catch (e) {
    return bad(`Invalid JSON: ${(e as Error).message}`);
  }
  const route = `${req.method} ${path}`;
  try {
    switch (route) {
      case "GET /_sim/info":
        return ok({
          seed: w.seed, year: w.season.year, mflBase: origin, tank01Base: `${origin}/tank01`,
          leagueHosts: Object.fromEntries([...w.leagues.values()].map((l) => [l.id, `${origin}/_host/${l.data.config.host}`])),
          accounts: w.accounts.map((a) => ({ username: a.username, password: a.password, franchises: a.franchises })),
          leagueSet: w.leagueSet,
          leagues: [...w.leagues.values()].map((l) => ({
            id: l.id, name: l.data.config.name, franchises: l.data.franchises.length, host: l.data.config.host,
            ...(l.data.config.kind ? { kind: l.data.config.kind } : {}),
          })),
          clock: clockInfo(sim),
          ...(w.scale ? { scale: scaleInfo(sim) } : {}),
        });
      case "GET /_sim/identity":
        // Tests' truth only: which Tank01 row is which MFL player (no MFL or Tank01 endpoint tells).
        return ok(identityTruth(w.season.players, w.season.identity));
      case "GET /_sim/clock":
        return ok(clockInfo(sim));
      case "POST /_sim/clock": {
        if (body.preset === "default") w.clock.set(w.defaultMoment());
        else if (body.preset !== undefined) return bad(`Unknown preset: ${body.preset}`);
        if (body.at !== undefined) w.clock.set(parseInstant(body.at as string | number));
        if (body.speed !== undefined) {
          const s = Number(body.speed);
          if (!(s >= 0)) return bad("speed must be a number >= 0");
          w.clock.setSpeed(s);
        }
        if (body.frozen !== undefined) w.clock.freeze(Boolean(body.frozen));
        const step = Number(body.stepSeconds ?? 0) + Number(body.stepMinutes ?? 0) * 60 + Number(body.stepHours ?? 0) * 3600;
        if (!Number.isFinite(step)) return bad("step must be numeric");
        if (step) w.clock.step(step);
        return ok(clockInfo(sim));
      }
      case "POST /_sim/reset":
        if (body.league !== undefined) {
          // One league back to its seed (lineups, signings, cuts); the clock and everything else stay.
          const league = w.league(String(body.league));
          if (!league) return bad(`no league ${String(body.league)}`, 404);
          league.reset();
          return ok({ reset: true, league: league.id });
        }
        sim.reset();
        return ok({ reset: true, clock: clockInfo(sim) });
      case "GET /_sim/counters":
        return ok(sim.counters.snapshot());
      case "GET /_sim/counters/log":
        return ok(sim.counters.log);
      case "POST /_sim/counters/reset":
        sim.counters.reset();
        return ok(sim.counters.snapshot());
      case "GET /_sim/faults":
        return ok(sim.faults.all());
      case "POST /_sim/faults":
        return ok(sim.faults.add(body as never), 201);
      case "DELETE /_sim/faults":
        sim.faults.clear();
        return ok({ cleared: true });
      case "GET /_sim/throttle":
        return ok({ throttle: sim.throttle.opts });
      case "POST /_sim/throttle": {
        const rps = Number(body.rps);
        if (!(rps >= 0)) return bad("rps must be a number >= 0");
        sim.throttle.set(rps > 0 ? { rps, burst: body.burst === undefined ? undefined : Number(body.burst) } : null);
        return ok({ throttle: sim.throttle.opts });
      }
      case "DELETE /_sim/throttle":
        sim.throttle.set(null);
        return ok({ throttle: null });
      case "GET /_sim/tank01":
        return ok({ quota: sim.tank01.quota, keys: sim.tank01.keys });
      case "POST /_sim/tank01": {
        if (body.quota !== undefined) sim.tank01.quota = Number(body.quota);
        if (body.keys !== undefined) sim.tank01.keys = body.keys === null ? null : (body.keys as string[]);
        if (body.resetUsage) sim.tank01.reset();
        return ok({ quota: sim.tank01.quota, keys: sim.tank01.keys });
      }
      case "GET /_sim/scale/accounts":
        return scaleAccounts(sim, new URL(req.url).searchParams, origin);
      case "POST /_sim/sessions": {
        // Logs accounts in without a login request each (a benchmark's thousands of users).
        const names = Array.isArray(body.usernames) ? body.usernames.map(String) : null;
        if (!names || names.length > 20_000) return bad('give "usernames": [...] (at most 20,000)');
        const unknown = names.filter((u) => !w.account(u));
        if (unknown.length) return bad(`no such account: ${unknown.slice(0, 5).join(", ")}${unknown.length > 5 ? ", …" : ""}`, 404);
        return ok({ cookies: Object.fromEntries(names.map((u) => [u, w.sessions.login(u)])) });
      }
      case "POST /_sim/rosters": {
        const league = w.league(String(body.league));
        if (!league) return bad(`no league ${String(body.league)}`, 404);
        if (Array.isArray(body.release)) {
          const released = league.releasePlayers(String(body.franchise), body.release.map(String), w.now());
          return ok({ released, size: league.data.byFranchise.get(String(body.franchise))!.roster.size });
        }
        const size = Number(body.size);
        if (!Number.isInteger(size) || size < 1 || size > 60) return bad('give "size" (1-60) or "release": [ids]');
        const added = league.signFreeAgents(String(body.franchise), size, w.now());
        return ok({ added, size: league.data.byFranchise.get(String(body.franchise))!.roster.size });
      }
      case "GET /_sim/injuries":
        // The players whose injury the control API changed, as they stand now.
        return ok(w.injuriesSet());
      case "POST /_sim/injuries": {
        // A player hurt (or healed: "status" null or "") from `week` on, default the current week;
        // MFL's injury report, projections and scores follow.
        const raw = body.status === null || body.status === undefined ? "" : String(body.status).trim();
        if (raw && !["Questionable", "Doubtful", "Out", "IR", "Suspended"].includes(raw)) {
          return bad('give "player" and "status" (Questionable, Doubtful, Out, IR, Suspended, or null / "" to heal)');
        }
        if (!w.season.byMfl.has(String(body.player))) return bad(`no player ${String(body.player)}`, 404);
        const week = Number(body.week ?? w.weeks(w.now()).CurrentWeek);
        const details = typeof body.details === "string" && body.details.trim() ? body.details.trim() : "Set by the control API";
        w.setInjury(String(body.player), raw || null, week, details);
        return ok({ player: String(body.player), status: raw || null, week, injury: raw ? { status: raw, details } : null });
      }
      case "DELETE /_sim/injuries":
        w.restoreInjuries();
        return ok({ cleared: true });
      case "POST /_sim/cookies/expire": {
        if (typeof body.cookie === "string") return ok({ expired: w.sessions.expire(body.cookie) ? 1 : 0 });
        if (typeof body.username === "string") return ok({ expired: w.sessions.expireUser(body.username) });
        return bad('give "cookie" or "username"');
      }
    }
    const m = path.match(/^\/_sim\/faults\/([\w-]+)$/);
    if (m && req.method === "DELETE") return sim.faults.remove(m[1]) ? ok({ removed: m[1] }) : bad("no such fault", 404);
    return bad(`No control route ${route}`, 404);
  } catch (e) {
    return bad((e as Error).message);
  }
}

/** A scale world's size and where its extra leagues live (scale.ts). */
function scaleInfo(sim: Simulator) {
  const scale = sim.world.scale!;
  return {
    ...scale.options, firstLeague: scale.idOf(0), lastLeague: scale.idOf(scale.options.leagues - 1),
    leaguesByHost: scale.hostCounts(), generated: scale.generated, inMemory: scale.inMemory,
  };
}

/** `?from=1&count=500`: accounts user{from}… with each league's id, franchise, name and host. */
function scaleAccounts(sim: Simulator, q: URLSearchParams, origin: string): Response {
  const scale = sim.world.scale;
  if (!scale) return bad("this simulator has no scale world (start it with --scale)", 404);
  const from = Number(q.get("from") ?? 1), count = Number(q.get("count") ?? 1000);
  if (!Number.isInteger(from) || from < 1 || !Number.isInteger(count) || count < 1 || count > 5000) return bad("from ≥ 1 and count 1-5000");
  const accounts = [];
  for (let n = from; n < from + count && n <= scale.options.users; n++) {
    const a = scale.accountAt(n)!;
    accounts.push({
      username: a.username, password: a.password,
      leagues: Object.entries(a.franchises).map(([id, franchise]) => {
        const c = scale.config(id)!;
        return { id, franchise, name: c.name, host: c.host, baseURL: `${origin}/_host/${c.host}` };
      }),
    });
  }
  return ok({ total: scale.options.users, accounts });
}
