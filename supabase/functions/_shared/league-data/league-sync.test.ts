import assert from "node:assert/strict";
import { mflSessionError } from "../credentials/mfl-session.ts";
import { AppError } from "../errors.ts";
import { errorFromMessage, MflLeagueAccessError } from "../mfl/errors.ts";
import type { MflQuery } from "../mfl/queries.ts";
import type { JsonObject } from "../mfl/quirks.ts";
import type { GetOptions } from "../mfl/upstream.ts";
import type { UpstreamResult } from "../upstream/result.ts";
import { LeagueSync } from "./league-sync.ts";
import { MemoryLeagueTables } from "../../_testing/memory-league.ts";

const LEAGUE = "61408";
const YEAR = 2026;
const MEMBER = "member";
const STRANGER = "stranger";
const NOW = Date.parse("2026-11-21T12:00:00Z");

const BODIES: Record<string, JsonObject> = {
  league: { league: { id: LEAGUE, name: "L", franchises: { franchise: [{ id: "0001", name: "A" }, { id: "0004", name: "D" }] } } },
  leagueStandings: { leagueStandings: { franchise: [{ id: "0001", h2hw: "1", h2hl: "0", h2ht: "0", pf: "10", pa: "5" }] } },
  myleagues: { leagues: { league: [{ league_id: LEAGUE, name: "L", franchise_id: "0004", url: "https://www44.myfantasyleague.com/2026/home/61408" }] } },
};

/**
 * LeagueSync over memory tables and a fake upstream that answers per cookie: "member-cookie" sees
 * the league, "stranger-cookie" is refused with MFL's league form, "dead-cookie" with the plain form.
 */
function setup() {
  const tables = new MemoryLeagueTables();
  tables.clock = () => NOW;
  const calls: { type: string; options: GetOptions }[] = [];
  const expired: string[] = [];
  const cookies: Record<string, string> = { [MEMBER]: "member-cookie", [STRANGER]: "stranger-cookie" };
  // MFL slower than the viewer's patience: the upstream answers its last copy while the refresh goes on.
  const slow = { value: false };
  const upstream = {
    async get<T>(query: MflQuery<T>, options: GetOptions = {}): Promise<UpstreamResult<T>> {
      calls.push({ type: query.type, options });
      await new Promise((r) => setTimeout(r, 1));
      if (options.cookie === "dead-cookie") throw errorFromMessage("API requires logged in user");
      if (options.cookie === "stranger-cookie" && query.type !== "myleagues") {
        throw errorFromMessage(`API requires logged in user in league ID ${LEAGUE}`);
      }
      const body = query.type === "myleagues" && options.cookie === "stranger-cookie" ? { leagues: {} } : BODIES[query.type];
      if (slow.value) return { data: query.normalise(body), stale: true, staleReason: "refreshing", fetchedAt: new Date(NOW - 3600_000).toISOString() };
      return { data: query.normalise(body), stale: false, fetchedAt: new Date(NOW).toISOString() };
    },
  };
  const sync = new LeagueSync({
    upstream,
    writer: tables.writer(),
    session: (userId) =>
      cookies[userId] ? Promise.resolve({ cookie: cookies[userId], username: `${userId}-mfl` }) : Promise.reject(mflSessionError("not_connected")),
    sessionRejected: (userId) => {
      expired.push(userId);
      return Promise.resolve();
    },
    membership: tables.membershipStore(),
  });
  return { tables, calls, expired, cookies, sync, slow };
}

const verifiedAt = (t: ReturnType<typeof setup>, userId: string) =>
  t.tables.memberships.find((m) => m.user_id === userId && m.league_id === LEAGUE)?.verified_at;

Deno.test("refresh: MFL's last copy while MFL is still answering is neither stored again nor counted as a failure", async () => {
  const t = setup();
  t.tables.member(MEMBER, LEAGUE);
  t.slow.value = true;
  const outcome = await t.sync.refresh("standings", LEAGUE, YEAR, MEMBER);
  assert.deepEqual(outcome, { stale: true });
  assert.deepEqual(t.tables.writes, [], "no rows sent to the database");
  assert.deepEqual(t.tables.states, [], "no failure recorded: the next viewer's run stores what the refresh brings");
  t.slow.value = false;
  assert.deepEqual(await t.sync.refresh("standings", LEAGUE, YEAR, MEMBER), { stale: false });
  assert.deepEqual(t.tables.writes.sort(), ["franchises:61408", "standings:61408"]);
});

Deno.test("refresh: MFL's 'in league' refusal un-verifies that user; session and shared sync state untouched", async () => {
  const t = setup();
  t.tables.member(STRANGER, LEAGUE);
  const outcome = await t.sync.refresh("standings", LEAGUE, YEAR, STRANGER);
  assert.ok(outcome.error instanceof MflLeagueAccessError);
  assert.equal(verifiedAt(t, STRANGER), null);
  assert.deepEqual(t.expired, [], "the session is not marked expired");
  assert.deepEqual(t.tables.states, [], "the league's sync state is not marked failed");
});

Deno.test("refresh: the plain session refusal marks the session expired, not the league failed", async () => {
  const t = setup();
  t.tables.member(MEMBER, LEAGUE);
  t.cookies[MEMBER] = "dead-cookie";
  const outcome = await t.sync.refresh("standings", LEAGUE, YEAR, MEMBER);
  assert.ok(outcome.error instanceof Error && !(outcome.error instanceof MflLeagueAccessError));
  assert.deepEqual(t.expired, [MEMBER]);
  assert.deepEqual(t.tables.states, []);
  assert.ok(verifiedAt(t, MEMBER), "still a member");
});

Deno.test("refresh: a member who joined a run MFL refused to its starter gets a run of their own", async () => {
  const t = setup();
  t.tables.member(STRANGER, LEAGUE).member(MEMBER, LEAGUE);
  const [stranger, member] = await Promise.all([
    t.sync.refresh("standings", LEAGUE, YEAR, STRANGER),
    t.sync.refresh("standings", LEAGUE, YEAR, MEMBER),
  ]);
  assert.ok(stranger.error instanceof MflLeagueAccessError);
  assert.equal(member.error, undefined);
  assert.equal(t.tables.standings.length, 1);
  assert.ok(verifiedAt(t, MEMBER));
});

Deno.test("verifyMember: MFL lists the league → verified with MFL's franchise; myleagues keyed by the MFL account", async () => {
  const t = setup();
  t.tables.claim(MEMBER, LEAGUE, "0001");
  assert.deepEqual(await t.sync.verifyMember(LEAGUE, YEAR, MEMBER), { verified: true, franchiseId: "0004" });
  assert.equal(verifiedAt(t, MEMBER), new Date(NOW).toISOString());
  assert.equal(t.tables.memberships[0].franchise_id, "0004");
  const my = t.calls.find((c) => c.type === "myleagues")!;
  assert.deepEqual([my.options.cookie, my.options.userId, my.options.account], ["member-cookie", MEMBER, "member-mfl"]);
  // Verified now: no MFL call the next time.
  assert.deepEqual(await t.sync.verifyMember(LEAGUE, YEAR, MEMBER), { verified: true });
  assert.equal(t.calls.length, 1);
});

Deno.test("verifyMember: not listed, or no MFL connection → not verified; a dead session → the reconnect error", async () => {
  const t = setup();
  t.tables.claim(STRANGER, LEAGUE).claim("nobody", LEAGUE).claim(MEMBER, LEAGUE);
  assert.deepEqual(await t.sync.verifyMember(LEAGUE, YEAR, STRANGER), { verified: false });
  assert.deepEqual(await t.sync.verifyMember(LEAGUE, YEAR, "nobody"), { verified: false });
  t.cookies[MEMBER] = "dead-cookie";
  await assert.rejects(t.sync.verifyMember(LEAGUE, YEAR, MEMBER), (e) => e instanceof AppError && e.status === 401);
  assert.deepEqual(t.expired, [MEMBER]);
  assert.equal(t.tables.memberships.filter((m) => m.verified_at).length, 0);
});

Deno.test("verifyMember: without a membership store nothing can be proven", async () => {
  const t = setup();
  const bare = new LeagueSync({ upstream: { get: () => Promise.reject(new Error("not called")) }, writer: t.tables.writer(), session: () => Promise.resolve({ cookie: "c" }) });
  assert.deepEqual(await bare.verifyMember(LEAGUE, YEAR, MEMBER), { verified: false });
});
