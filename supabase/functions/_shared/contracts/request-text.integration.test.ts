// Every text field of every contract's request (found in the zod schemas: a new contract is covered
// without being listed), sent with the worst text there is to the real functions on a real database
// (_testing/admin-sync-stack.ts: PostgreSQL with every migration, PostgREST, the simulator):
//  - text the database cannot store (NUL, a lone surrogate) and 10 KB of text are a 400 naming the
//    field, before anything is done;
//  - the text the edge accepts (direction marks, emoji, combining marks, pattern characters, the
//    longest the field takes) reaches the database and is never refused there: no 5xx, no 22xxx.
import assert from "node:assert/strict";
import type { Endpoint } from "./endpoint.ts";
import { resolveApiPath } from "./api-routes.ts";
import { settingsDefaults } from "./admin-settings.ts";
import { createHandler as createTank01Handler } from "../../tank01/handler.ts";
import { createHandler as createAlertsHandler } from "../../alerts/handler.ts";
import { pushServiceCheck } from "../../alerts/pipeline/push-services.ts";
import { userClient } from "../supabase.ts";
import { authorize } from "../auth.ts";
import { request } from "../../_testing/helpers.ts";
import type { Json } from "../../_testing/league-stack.ts";
import { type AdminSyncStack, withAdminSyncStack } from "../../_testing/admin-sync-stack.ts";
import { contractEndpoints, requestTextFields, type TextField, textCap } from "../../_testing/request-text-fields.ts";
import { tank01TestDeps } from "../../_testing/tank01-deps.ts";

/**
 * A valid request of each endpoint with a value in every text field (checked below), so that a
 * probe put in one field is the only thing that can be wrong. Keyed by "METHOD /api/path"; a new
 * endpoint with text fields needs its line here (the test says so).
 */
const league = { leagueId: "61408" };
const VALID: Record<string, Json[]> = {
  "GET /api/admin/players-list": [{ q: "smith", pid_provider: "mfl", pid_q: "1" }],
  "GET /api/admin/match-candidates": [{ q: "smith" }],
  "GET /api/admin/player-audit": [{ action: "update_player", entity: "player", entity_id: "1", since: "2026-01-01" }],
  "POST /api/admin/player-resolver": [{ name: "Smith", team: "KC", position: "WR" }],
  "POST /api/admin/player-aliases": [{ player_id: 1, alias_name: "Smithy" }],
  "DELETE /api/admin/player-aliases": [{ player_id: 1, alias_name: "Smithy" }],
  "POST /api/admin/player-identifiers": [{ player_id: 1, provider: "yahoo", external_id: "9001" }],
  "DELETE /api/admin/player-identifiers": [{ player_id: 1, provider: "yahoo", external_id: "9001" }],
  "POST /api/admin/players-update": [{ player_id: 1, canonical_name: "Probe Player", primary_position: "QB", is_team_entity: false }],
  "POST /api/admin/match-candidates-action": [
    { id: 1, action: "accept", player_id: 1, provider: "yahoo", external_id: "9002" },
    { id: 1, action: "create_new", canonical_name: "Probe Player", primary_position: "QB", provider: "yahoo", external_id: "9003" },
  ],
  "PUT /api/admin/settings": [{ ...settingsDefaults }],
  "GET /api/admin/get-league-settings": [league],
  "GET /api/league-standings": [league],
  "GET /api/league-playoff-odds": [league],
  "GET /api/league-transactions": [league],
  "GET /api/rosters": [league],
  "GET /api/league-schedule": [league],
  "GET /api/top-players": [league],
  "GET /api/injuries": [{ player_ids: "13604,14803" }],
  "POST /api/mfl/login": [{ username: "probe-user", password: "probe-password" }],
  "POST /api/mfl/validate": [league],
  "POST /api/mfl/roster": [{ ...league, franchiseId: "0001" }],
  "GET /api/mfl/lineup": [{ ...league, franchiseId: "0001" }],
  "POST /api/mfl/lineup": [{ ...league, franchiseId: "0001", week: 12, starters: ["13604"] }],
  "POST /api/mfl/league-settings": [league],
  "POST /api/mfl/live-scoring": [league],
  "GET /api/mfl/scoring": [{ ...league, type: "personal", franchiseId: "0001" }],
  "GET /api/mfl/projected-points": [{ ...league, playerIds: "13604" }],
  "GET /api/mfl/bench-points": [league],
  "GET /api/tank01/live-feed": [{ gameID: "20261122_BUF@MIA" }],
  "POST /api/alerts/subscriptions": [{
    endpoint: "https://fcm.googleapis.com/fcm/send/probe",
    keys: { p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4", auth: "BTBZMqHH6r4Tts7J_aSIgg" },
    userAgent: "Probe browser",
  }],
  "DELETE /api/alerts/subscriptions": [{ endpoint: "https://fcm.googleapis.com/fcm/send/probe" }],
};
/** Every sync operation takes the same body. */
const SYNC = [{ leagueId: "61408" }];

interface Probe {
  name: string;
  value: (field: TextField) => string;
  /** "refused": a 400 naming the field; "stored": whatever the field's own rules say, never a database refusal. */
  expect: "refused" | "stored";
  /** A URL is UTF-8: a lone surrogate cannot travel in a query string (it arrives as U+FFFD, plain text). */
  bodyOnly?: boolean;
}

const PROBES: Probe[] = [
  { name: "NUL", value: () => "a\u0000b", expect: "refused" },
  { name: "lone high surrogate", value: () => "a\ud800b", expect: "refused", bodyOnly: true },
  { name: "lone low surrogate", value: () => "a\udc00b", expect: "refused", bodyOnly: true },
  { name: "10 KB", value: () => "x".repeat(10_240), expect: "refused" },
  { name: "lone surrogate in a URL (U+FFFD)", value: () => "a\ud800b", expect: "stored" },
  { name: "right-to-left mark", value: () => "a\u200fb", expect: "stored" },
  { name: "right-to-left override", value: () => "\u202eabc", expect: "stored" },
  { name: "emoji (a surrogate pair)", value: () => "a\ud83d\ude00b", expect: "stored" },
  { name: "combining mark", value: () => "Zoe\u0308", expect: "stored" },
  { name: "pattern characters", value: () => "50%_a\\", expect: "stored" },
  { name: "right-to-left letters", value: () => "\u05e9\u05dc\u05d5\u05dd", expect: "stored" },
  { name: "the longest text the field takes", value: (f) => "\u00e9".repeat(textCap(f)), expect: "stored" },
  { name: "a tab", value: () => "a\tb", expect: "stored" },
];

Deno.test({
  name: "every contract's text fields: refused at the edge with a 400 naming the field, or stored; never a database refusal",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withAdminSyncStack(async (stack) => {
      const tank01 = createTank01Handler({ authorize, ...tank01TestDeps({ apiBase: stack.sim.tank01Base }).deps });
      const alerts = createAlertsHandler({
        authorize,
        userDb: userClient,
        vapidPublicKey: () => "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
        pushServiceAllowed: pushServiceCheck([]),
        run: () => Promise.reject(new Error("not run here")),
      });
      const others = { tank01, alerts };
      // Players to rename, alias and link, as an admin meets them.
      const backfill = await stack.post("/admin/backfill-players-master");
      assert.equal(backfill.status, 200, JSON.stringify(backfill.body));

      const endpoints = await contractEndpoints();
      let sent = 0;
      for (const { endpoint } of endpoints) {
        const fields = requestTextFields(endpoint.request);
        if (fields.length === 0) continue;
        const key = `${endpoint.method} ${endpoint.path}`;
        const bases = VALID[key] ?? (/\/sync-|trigger-github-workflow/.test(endpoint.path) ? SYNC : undefined);
        assert.ok(bases, `${key} has text fields (${fields.map((f) => f.path.join(".")).join(", ")}): add a valid request to VALID`);
        for (const base of bases) {
          const parsed = endpoint.request.safeParse(base);
          assert.ok(parsed.success, `VALID["${key}"] is not a valid request: ${JSON.stringify(parsed.error?.issues)}`);
        }
        await t.step(key, async () => {
          for (const field of fields) {
            const base = bases.find((b) => valueAt(b, field.path) !== undefined);
            assert.ok(base, `${key}: no request in VALID carries ${field.path.join(".")}`);
            for (const probe of PROBES) {
              const inQuery = endpoint.method === "GET";
              if (probe.bodyOnly && inQuery) continue;
              if (probe.name.includes("in a URL") && !inQuery) continue;
              const value = probe.value(field);
              const answer = await send(stack, others, endpoint, withValue(base, field.path, value));
              sent++;
              const what = `${key} ${field.path.join(".")} = ${probe.name}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
              assert.ok(answer.status < 500, what);
              assert.doesNotMatch(String(answer.body?.error ?? ""), /\((22\w{3}|23\w{3}|PGRST1\d\d)\)$/, `the database refused what the edge accepted: ${what}`);
              if (probe.expect === "refused") {
                assert.equal(answer.status, 400, what);
                const path = field.path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
                assert.ok(answer.body.issues?.some((i: Json) => i.path === path), `the 400 names ${path}: ${what}`);
              }
            }
          }
        });
      }
      assert.ok(sent > 300, `${sent} probes sent`);
    }, { tank01: true }),
});

type Handler = (req: Request) => Promise<Response>;

async function send(stack: AdminSyncStack, others: { tank01: Handler; alerts: Handler }, endpoint: Endpoint, input: Json): Promise<{ status: number; body: Json }> {
  const target = resolveApiPath(endpoint.path)!;
  const path = endpoint.method === "GET" ? `${target.path}?${queryString(input)}` : target.path;
  const body = endpoint.method === "GET" ? undefined : input;
  switch (target.fn) {
    case "admin":
      return await stack.call(endpoint.method, path, { body });
    case "league":
      return await stack.get(path);
    case "mfl":
      return await stack.mfl(endpoint.method, path, body);
    case "tank01":
    case "alerts": {
      const res = await others[target.fn](request(endpoint.method, path, { token: stack.member, body }));
      return { status: res.status, body: await res.json() };
    }
  }
}

/** As a browser sends it: each value as UTF-8, percent-encoded (a lone surrogate becomes U+FFFD, as TextEncoder makes it). */
function queryString(input: Json): string {
  const encode = (s: string) => [...new TextEncoder().encode(s)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  return Object.entries(input).map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join("&");
}

function valueAt(input: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[key] : undefined), input);
}

function withValue(base: Json, path: (string | number)[], value: string): Json {
  const copy = structuredClone(base);
  let target: Json = copy;
  for (const key of path.slice(0, -1)) target = target[key];
  target[path.at(-1)!] = value;
  return copy;
}
