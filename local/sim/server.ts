// HTTP front door of the simulator: routes the MFL generic host (/), league hosts
// (/_host/wwwNN), Tank01 (/tank01) and the control API (/_sim), and applies counting,
// throttling and faults around the MFL and Tank01 surfaces.
import { LeagueSet, World } from "./world.ts";
import { MflRouter, routeKey } from "./mfl/router.ts";
import { Tank01Router } from "./tank01/router.ts";
import { Counters } from "./counters.ts";
import { Fault, Faults, FaultSpec } from "./faults.ts";
import { Throttle, ThrottleOptions } from "./throttle.ts";
import { handleControl } from "./control.ts";
import { parseInstant } from "./clock.ts";
import type { ScaleOptions } from "./scale.ts";

export interface SimulatorOptions {
  /** 0 = pick a free port. Default 54330. */
  port?: number;
  hostname?: string;
  seed?: number;
  /** Which leagues the world hosts: "all" (default) or only the three "standard" ones. */
  leagues?: LeagueSet;
  /** Thousands of extra leagues over tens of hosts and thousands of accounts beside the world's own (scale.ts). */
  scale?: ScaleOptions | null;
  clock?: { at?: string | number; preset?: "default"; speed?: number; frozen?: boolean };
  /** MFL-style per-client throttling (off by default). */
  throttle?: ThrottleOptions | null;
  tank01?: { keys?: string[] | null; quota?: number };
  faults?: FaultSpec[];
  /** Origin used in baseURL/url answers; default: the request's Host header. */
  publicUrl?: string;
  /** Print nothing (default true for in-process use). */
  quiet?: boolean;
}

export interface Simulator {
  url: string;
  port: number;
  mflBase: string;
  tank01Base: string;
  world: World;
  counters: Counters;
  faults: Faults;
  throttle: Throttle;
  tank01: Tank01Router;
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), resolve()), { once: true });
  });

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const seed = opts.seed ?? 1;
  const at = opts.clock?.at !== undefined ? parseInstant(opts.clock.at) : undefined;
  const world = new World(seed, { at, speed: opts.clock?.speed ?? 1, frozen: opts.clock?.frozen ?? false }, opts.leagues ?? "all", opts.scale ?? null);
  const mfl = new MflRouter(world);
  const tank01 = new Tank01Router(world, opts.tank01);
  const counters = new Counters();
  const faults = new Faults(seed);
  const throttle = new Throttle(opts.throttle ?? null);
  for (const f of opts.faults ?? []) faults.add(f);
  const closing = new AbortController();

  const sim: Simulator = {
    url: "", port: 0, mflBase: "", tank01Base: "", world, counters, faults, throttle, tank01,
    reset() {
      world.reset();
      mfl.clearCache();
      tank01.reset();
      tank01.keys = opts.tank01?.keys ?? null;
      tank01.quota = opts.tank01?.quota ?? 1_000_000;
      counters.reset();
      faults.clear();
      for (const f of opts.faults ?? []) faults.add(f);
      throttle.set(opts.throttle ?? null);
    },
    close: async () => {},
  };

  const handler = async (req: Request, info: Deno.ServeHandlerInfo): Promise<Response> => {
    const url = new URL(req.url);
    const origin = opts.publicUrl ?? `http://${req.headers.get("host") ?? `${hostname}:${sim.port}`}`;
    if (url.pathname.startsWith("/_sim/")) return handleControl(sim, req, url.pathname, origin);

    if (url.pathname.startsWith("/tank01/")) {
      const endpoint = url.pathname.slice("/tank01/".length);
      const key = `tank01:${endpoint}`;
      const res = await withFaults(key, true, () => tank01.handle(req, endpoint, url.searchParams));
      counters.record(key, undefined, undefined, undefined, res.status);
      // The provider's time in `Date`, as any HTTP server sends it: here the simulated clock's.
      const headers = new Headers(res.headers);
      headers.set("date", new Date(world.clock.nowMs()).toUTCString());
      return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }

    let path = url.pathname, host = "api";
    const hm = path.match(/^\/_host\/(www\d+)(\/.*)$/);
    if (hm) (host = hm[1], path = hm[2]);
    const params = new Map<string, string>();
    for (const [k, v] of url.searchParams) params.set(k, v);
    if (req.method === "POST" && (req.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded")) {
      for (const [k, v] of new URLSearchParams(await req.text())) params.set(k, v);
    }
    const rawCookie = /(?:^|;\s*)MFL_USER_ID=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1];
    // Tolerate clients that percent-encode the base64 token's "+", "/" and "=".
    const cookie = rawCookie?.includes("%") ? safeDecode(rawCookie) : rawCookie;
    const key = routeKey(path, params);
    const user = cookie ? world.sessions.usernameOf(cookie) : undefined;
    // MFL throttles per client (IP + User-Agent) and per MFL server (ARCHITECTURE.md): each host its own bucket.
    const client = `${(info.remoteAddr as Deno.NetAddr).hostname}|${req.headers.get("user-agent") ?? ""}|${host}`;
    let res: Response;
    if (!throttle.take(client)) res = new Response("Too Many Requests", { status: 429, headers: { "content-type": "text/plain" } });
    else res = await withFaults(key, false, () => mfl.handle({ req, url, path, host, origin, params, cookie }), params.get("L"));
    counters.record(key, host, cookie, user, res.status, { league: params.get("L"), week: params.get("W") });
    // Like any HTTP server, MFL's answers carry its own time in `Date`: here the simulated clock's.
    const headers = new Headers(res.headers);
    headers.set("date", new Date(world.clock.nowMs()).toUTCString());
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };

  async function withFaults(key: string, isTank01: boolean, run: () => Response, league?: string): Promise<Response> {
    const { delayMs, fault } = faults.draw(key, league);
    if (delayMs > 0) await sleep(delayMs, closing.signal);
    if (!fault) return run();
    return applyFault(fault, isTank01, run);
  }

  async function applyFault(f: Fault, isTank01: boolean, run: () => Response): Promise<Response> {
    switch (f.kind) {
      case "status":
        return new Response(isTank01 ? "upstream connect error" : "Service Unavailable", { status: f.status ?? 503, headers: { "content-type": "text/plain" } });
      case "429":
        return isTank01
          ? new Response(JSON.stringify({ message: "You have exceeded the rate limit per second for your plan, BASIC, by the API provider" }), {
            status: 429, headers: { "content-type": "application/json", "x-ratelimit-requests-limit": String(tank01.quota), "x-ratelimit-requests-remaining": "0", "x-ratelimit-requests-reset": "1" },
          })
          : new Response("Too Many Requests", { status: 429, headers: { "content-type": "text/plain" } });
      case "hang": {
        // Held until hangMs or close(); a client gives up on its own timeout meanwhile.
        await sleep(f.hangMs ?? 60_000, closing.signal);
        return new Response("Gateway Timeout", { status: 504, headers: { "content-type": "text/plain" } });
      }
      case "truncate": {
        const res = run();
        const text = await res.text();
        return new Response(text.slice(0, Math.floor(text.length / 2)), { status: res.status, headers: res.headers });
      }
      case "malformed": {
        const res = run();
        await res.body?.cancel();
        const headers = new Headers(res.headers);
        return new Response("<html><head><title>Maintenance</title></head><body>Server busy, try again later</body></html>", { status: 200, headers });
      }
      default:
        return run();
    }
  }

  const hostname = opts.hostname ?? "127.0.0.1";
  const listening = Promise.withResolvers<Deno.NetAddr>();
  const server = Deno.serve({ port: opts.port ?? 54330, hostname, onListen: (addr) => listening.resolve(addr as Deno.NetAddr) }, handler);
  const addr = await listening.promise;
  sim.port = addr.port;
  sim.url = `http://${hostname}:${addr.port}`;
  sim.mflBase = sim.url;
  sim.tank01Base = `${sim.url}/tank01`;
  if (opts.clock?.preset === "default") world.clock.set(world.defaultMoment());
  // Script the rest of the season in idle slices after start-up (order-independent, so
  // determinism is unaffected); cancelled by close().
  let warmTimer: ReturnType<typeof setTimeout> | undefined;
  const warm = () => {
    warmTimer = world.season.warmStep() ? setTimeout(warm, 5) : undefined;
  };
  warmTimer = setTimeout(warm, 50);
  sim.close = async () => {
    clearTimeout(warmTimer);
    closing.abort();
    await server.shutdown();
  };
  return sim;
}
