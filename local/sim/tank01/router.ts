// The Tank01 surface behind a RapidAPI-like gateway: x-rapidapi-key required (401/403
// {"message"}), quota headers on every answer, 429 when the plan's quota is used up, and the
// provider's {"statusCode":200,"body":...} envelope.
import { World } from "../world.ts";
import { boxScore } from "./boxscore.ts";
import { gameListEntry, gamesForDate, gamesForWeek, Json, scoresOnlyEntry } from "./games.ts";
import { playerList, teamList } from "./players.ts";
import { easternDateKey } from "../time.ts";

export interface Tank01Options {
  /** Accepted keys; null/undefined = any non-empty key. */
  keys?: string[] | null;
  /** Requests per key per (sim) day. */
  quota?: number;
}

const QUOTA_MSG = "You have exceeded the DAILY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com/tank01/api/tank01-nfl-live-in-game-real-time-statistics-nfl";

export class Tank01Router {
  private used = new Map<string, { day: number; n: number }>();
  private cache = new Map<string, string>();
  keys: string[] | null;
  quota: number;

  constructor(private readonly world: World, opts: Tank01Options = {}) {
    this.keys = opts.keys ?? null;
    this.quota = opts.quota ?? 1_000_000;
  }

  reset(): void {
    this.used = new Map();
    this.cache = new Map();
  }

  handle(req: Request, endpoint: string, q: URLSearchParams): Response {
    const key = req.headers.get("x-rapidapi-key") ?? "";
    if (!key) return json({ message: "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info." }, 401);
    if (this.keys && !this.keys.includes(key)) return json({ message: "You are not subscribed to this API." }, 403);
    const now = this.world.now();
    const day = Math.floor(now / 86400);
    const u = this.used.get(key);
    const rec = u && u.day === day ? u : { day, n: 0 };
    this.used.set(key, rec);
    const headers = (remaining: number) => ({
      "x-ratelimit-requests-limit": String(this.quota),
      "x-ratelimit-requests-remaining": String(Math.max(0, remaining)),
      "x-ratelimit-requests-reset": String((day + 1) * 86400 - now),
    });
    if (rec.n >= this.quota) return json({ message: QUOTA_MSG }, 429, headers(0));
    rec.n++;
    const h = headers(this.quota - rec.n);
    const cacheKey = `${endpoint}?${q}|${now}`;
    const hit = this.cache.get(cacheKey);
    if (hit !== undefined) return new Response(hit, { headers: { "content-type": "application/json", ...h } });
    const body = this.body(endpoint, q, now);
    if (body === undefined) return json({ message: `Endpoint '/${endpoint}' does not exist` }, 404, h);
    const text = JSON.stringify({ statusCode: 200, body });
    if (this.cache.size > 500) this.cache = new Map();
    this.cache.set(cacheKey, text);
    return new Response(text, { headers: { "content-type": "application/json", ...h } });
  }

  private body(endpoint: string, q: URLSearchParams, now: number): Json | undefined {
    const s = this.world.season;
    switch (endpoint) {
      case "getNFLGamesForWeek": {
        const w = q.get("week");
        if (!w) return { error: "Missing required parameter: week" };
        // Only the regular season is generated; pre/post season weeks are empty lists.
        const type = q.get("seasonType") ?? "reg";
        if (type === "pre" || type === "post") return [];
        const games = w === "all" ? s.games : gamesForWeek(s, Number(w));
        return games.map((g) => gameListEntry(s, g, now));
      }
      case "getNFLGamesForDate": {
        const d = q.get("gameDate");
        if (!d) return { error: "Missing required parameter: gameDate" };
        return gamesForDate(s, d).map((g) => gameListEntry(s, g, now));
      }
      case "getNFLScoresOnly": {
        const id = q.get("gameID");
        const w = q.get("gameWeek");
        const games = id ? [s.gameById.get(id)].filter((g) => !!g) : w ? gamesForWeek(s, Number(w))
          : gamesForDate(s, q.get("gameDate") ?? easternDateKey(now));
        const out: Record<string, Json> = {};
        for (const g of games) out[g!.id] = scoresOnlyEntry(s, g!, now);
        return out;
      }
      case "getNFLBoxScore": {
        const g = s.gameById.get(q.get("gameID") ?? "");
        // Unknown ids: provider error in the envelope (exact text unconfirmed).
        if (!g) return { error: "Invalid gameID or game not found" };
        return boxScore(s, g, now, q);
      }
      case "getNFLTeamSchedule": {
        const t = s.teamByTank01.get(q.get("teamAbv") ?? "") ?? s.teams.find((x) => x.tank01Id === q.get("teamID"));
        if (!t) return { error: "Invalid teamAbv or teamID" };
        return { team: t.tank01, schedule: s.games.filter((g) => g.home === t || g.away === t).map((g) => gameListEntry(s, g, now)) };
      }
      case "getNFLPlayerList":
        return playerList(s, now);
      case "getNFLTeams":
        return teamList(s);
      default:
        return undefined;
    }
  }
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}
