// The MFL surface: /{year}/login, /{year}/export, /{year}/import and the status feed, on the
// generic host (path root) and on league hosts (/_host/wwwNN). League requests sent to the wrong
// host get MFL's 302 to the league host.
import { MflCtx } from "./context.ts";
import { errorDoc, MflDocument, MflError, toJson, toXml } from "../mfl-doc.ts";
import { World } from "../world.ts";
import { league, myleagues, rosters, salaries } from "./export-league.ts";
import { injuries, nflByeWeeks, players } from "./export-players.ts";
import { playerScores, projectedScores } from "./export-scores.ts";
import { liveScoring, weeklyResults } from "./export-live.ts";
import { leagueStandings } from "./export-standings.ts";
import { mflStatus, nflSchedule, schedule } from "./export-schedule.ts";
import { transactions } from "./export-transactions.ts";
import { importLineup } from "./import-lineup.ts";

type Handler = (ctx: MflCtx) => MflDocument;

const serialise = (d: MflDocument, asJson: boolean) => (asJson ? toJson(d) : toXml(d));

/** TYPE → handler; `league` marks league-scoped types that belong on the league's host. */
const EXPORTS: Record<string, { fn: Handler; league: boolean }> = {
  myleagues: { fn: myleagues, league: false },
  league: { fn: league, league: true },
  rosters: { fn: rosters, league: true },
  salaries: { fn: salaries, league: true },
  players: { fn: players, league: false },
  playerScores: { fn: playerScores, league: true },
  liveScoring: { fn: liveScoring, league: true },
  projectedScores: { fn: projectedScores, league: true },
  leagueStandings: { fn: leagueStandings, league: true },
  standings: { fn: leagueStandings, league: true },
  transactions: { fn: transactions, league: true },
  schedule: { fn: schedule, league: true },
  weeklyResults: { fn: weeklyResults, league: true },
  nflSchedule: { fn: nflSchedule, league: false },
  injuries: { fn: injuries, league: false },
  nflByeWeeks: { fn: nflByeWeeks, league: false },
};

/** Exports polled hard by clients; their serialised answers are cached per sim second. */
const HOT = new Set(["liveScoring", "nflSchedule", "league", "players", "injuries", "nflByeWeeks"]);

export interface MflRequest {
  req: Request;
  url: URL;
  /** Path after the host prefix, e.g. /2026/export */
  path: string;
  /** "api" for the generic host, else "www44" etc. */
  host: string;
  origin: string;
  params: Map<string, string>;
  cookie?: string;
}

export function routeKey(path: string, params: Map<string, string>): string {
  const m = path.match(/^\/\d{4}\/(login|export|import)$/);
  if (!m) return path.includes("mfl_status") ? "mfl:status" : "mfl:other";
  return m[1] === "login" ? "mfl:login" : `mfl:${m[1]}:${params.get("TYPE") ?? ""}`;
}

export class MflRouter {
  private cache = new Map<string, string>();

  constructor(private readonly world: World) {}

  clearCache(): void {
    this.cache = new Map();
  }

  handle(r: MflRequest): Response {
    const now = this.world.now();
    const year = this.world.season.year;
    const hostUrl = (h: string) => `${r.origin}/_host/${h}`;
    const ctxBase = { world: this.world, now, year, params: r.params, hostUrl };
    if (r.path === `/fflnetdynamic${year}/mfl_status.json`) {
      return new Response(toJson(mflStatus(ctxBase)).replace(/^\{"version":"1.0",/, "{").replace(/,"encoding":"utf-8"\}$/, "}"), {
        headers: { "content-type": "application/json; charset=utf-8" },
      });
    }
    const m = r.path.match(/^\/(\d{4})\/(login|export|import|home\/\d+)$/);
    if (!m) return new Response("Not Found.", { status: 404, headers: { "content-type": "text/plain" } });
    if (Number(m[1]) !== year) return new Response("Not Found.", { status: 404, headers: { "content-type": "text/plain" } });
    const json = r.params.get("JSON") === "1";
    const account = this.world.sessions.account(r.cookie);
    if (m[2] === "login") return this.login(r, json);
    if (m[2].startsWith("home/")) {
      return new Response(`<html><body>League ${m[2].slice(5)} home (simulator)</body></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });
    }
    const type = r.params.get("TYPE") ?? "";
    const isImport = m[2] === "import";
    const spec = isImport ? (type === "lineup" ? { fn: importLineup, league: true } : undefined) : EXPORTS[type];
    const lid = r.params.get("L");
    // The host from the settings alone: a redirect never generates an extra league of a scale world.
    const home = lid ? this.world.leagueConfig(lid)?.host : undefined;
    if (spec?.league && home && r.host !== home) {
      const to = `${hostUrl(home)}${r.path}${r.url.search}`;
      return new Response(null, { status: 302, headers: { location: to, targethost: `${home}.myfantasyleague.com` } });
    }
    const lg = home ? this.world.league(lid!) : undefined;
    // Imports answer XML whatever JSON says (reported by two client projects; unconfirmed).
    const asJson = json && !isImport;
    const contentType = asJson ? "application/json; charset=utf-8" : "text/xml; charset=utf-8";
    const send = (body: string) => new Response(body, { headers: { "content-type": contentType } });
    if (!spec) return send(serialise(errorDoc(isImport ? `Import TYPE ${type} is not supported` : "Invalid export TYPE"), asJson));
    const ctx: MflCtx = { ...ctxBase, account, league: lg };
    const cacheKey = !isImport && HOT.has(type)
      ? `${r.host}|${[...r.params].join("&")}|${now}|${account?.username ?? ""}|${lg?.lineupVersion ?? 0}|${this.world.injuryVersion}`
      : undefined;
    const hit = cacheKey ? this.cache.get(cacheKey) : undefined;
    if (hit !== undefined) return send(hit);
    let d: MflDocument;
    try {
      if (spec.league && lid && !lg) throw new MflError("Invalid league ID");
      if (spec.league && !lid) throw new MflError("Missing league ID (L)");
      d = spec.fn(ctx);
    } catch (e) {
      if (!(e instanceof MflError)) throw e;
      d = errorDoc(e.message);
    }
    const body = serialise(d, asJson);
    if (cacheKey) {
      if (this.cache.size > 2000) this.cache = new Map();
      this.cache.set(cacheKey, body);
    }
    return send(body);
  }

  private login(r: MflRequest, json: boolean): Response {
    const user = r.params.get("USERNAME") ?? "";
    const pass = r.params.get("PASSWORD") ?? "";
    const acc = this.world.account(user);
    const asJson = json && r.params.get("XML") !== "1";
    const headers = new Headers({ "content-type": asJson ? "application/json; charset=utf-8" : "text/html; charset=utf-8" });
    if (!acc || acc.password !== pass) {
      // "Invalid Password" is captured; the unknown-user text is our guess.
      const d = errorDoc(acc ? "Invalid Password" : "Invalid Username");
      return new Response(asJson ? toJson(d) : toXml(d), { headers });
    }
    const token = this.world.sessions.login(acc.username);
    headers.append("set-cookie", `MFL_USER_ID=${token}; path=/`);
    const exp = new Date((this.world.now() + 30 * 86400) * 1000).toUTCString();
    headers.append("set-cookie", `MFL_PW_SEQ=${btoa(acc.username).replace(/=+$/, "")}; path=/; expires=${exp}`);
    const body = asJson
      ? toJson({ root: "status", doc: { MFL_USER_ID: token, $t: "OK" } })
      : `<?xml version="1.0" encoding="utf-8"?>\n\n<status MFL_USER_ID="${token}">OK</status>\n`;
    return new Response(body, { headers });
  }
}
