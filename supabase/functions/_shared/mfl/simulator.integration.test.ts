// The MFL client and the upstream layer against the local league-host simulator, started in
// process on a free port. Product code never imports the simulator; only this test does.
import assert from "node:assert/strict";
import { startSimulator, type Simulator } from "../../../../local/sim/server.ts";
import { AppError } from "../errors.ts";
import { MflClient } from "./client.ts";
import { MflApiError, MflAuthError, MflLoginError } from "./errors.ts";
import {
  injuries,
  league,
  leagueStandings,
  liveScoring,
  myleagues,
  nflByeWeeks,
  nflSchedule,
  players,
  playerScores,
  projectedScores,
  rosters,
  schedule,
  transactions,
} from "./queries.ts";
import { withLeagueDetails } from "./standings.ts";
import { settingsDefaults } from "../contracts/admin-settings.ts";
import { MflUpstream } from "./upstream.ts";
import { TestClock } from "../../_testing/test-clock.ts";

const YEAR = 2026;
const STANDINGS_KEY = "mfl:export:leagueStandings";

function upstreamOptions(sim: Simulator, clock = new TestClock()) {
  return {
    config: { apiBase: sim.mflBase, userAgent: "MFLCompanion-test/1" },
    settings: () => Promise.resolve({ ...settingsDefaults, backoff_initial_sec: 5, backoff_max_sec: 60 }),
    clock,
    limiter: { ratePerSec: 1000, burst: 1000 },
  };
}

function upstreamFor(sim: Simulator, clock = new TestClock()) {
  return new MflUpstream(upstreamOptions(sim, clock));
}

async function control(sim: Simulator, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sim.url}/_sim/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return await res.json();
}

Deno.test({
  name: "MFL client and upstream layer against the simulator",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    // leagues "standard": the three leagues the product handles today; goes when it handles every league kind (issue 21).
    const sim = await startSimulator({ port: 0, seed: 7, leagues: "standard", clock: { preset: "default", frozen: true }, quiet: true });
    const client = new MflClient({ config: { apiBase: sim.mflBase, userAgent: "MFLCompanion-test/1" } });
    let demo = "";
    try {
      await t.step("login: demo/demo123 → cookie and a 24 h expiry; a wrong password is a MflLoginError", async () => {
        const session = await client.login("demo", "demo123", YEAR);
        demo = session.cookie;
        assert.ok(demo.length > 8);
        assert.equal(Date.parse(session.expiresAt) - Date.parse(session.issuedAt), 24 * 3600_000);
        await assert.rejects(client.login("demo", "wrong", YEAR), (e: Error) => e instanceof MflLoginError && e.message === "Invalid Password");
      });

      await t.step("myleagues: three leagues for demo, the single-object quirk for solo", async () => {
        const mine = await client.run(myleagues({ year: YEAR }), { cookie: demo });
        assert.deepEqual(mine.map((l) => l.leagueId).sort(), ["35112", "61408", "72901"]);
        assert.equal(mine.find((l) => l.leagueId === "61408")?.franchiseId, "0003");
        assert.equal(mine.find((l) => l.leagueId === "61408")?.baseURL, `${sim.url}/_host/www44`);
        const solo = (await client.login("solo", "solo123", YEAR)).cookie;
        const one = await new MflClient({ config: client.config }).run(myleagues({ year: YEAR }), { cookie: solo });
        assert.deepEqual(one.map((l) => [l.leagueId, l.franchiseId]), [["35112", "0002"]]);
        await assert.rejects(client.run(myleagues({ year: YEAR })), MflAuthError);
      });

      await t.step("league host discovery: one 302 from the generic host, then the league host directly", async () => {
        const fresh = new MflClient({ config: client.config });
        sim.counters.reset();
        const l = await fresh.run(league({ leagueId: "72901", year: YEAR }), { cookie: demo });
        assert.equal(l.franchises.length, 14);
        assert.equal(fresh.hosts.get("72901"), `${sim.url}/_host/www70`);
        assert.deepEqual(sim.counters.byHost, { api: 1, www70: 1 });
        await fresh.run(rosters({ leagueId: "72901", year: YEAR }), { cookie: demo });
        assert.deepEqual(sim.counters.byHost, { api: 1, www70: 2 });
        assert.equal(sim.counters.byCookie[demo], 3, "the cookie travelled on the redirect hop too");
      });

      await t.step("league hosts shared between isolates: a cold one calls a league's host directly once any has learned it", async () => {
        const rows = new Map<string, string>();
        const leagueHostStore = {
          read: (id: string) => Promise.resolve(rows.get(id) ?? null),
          write: (id: string, base: string) => Promise.resolve(void rows.set(id, base)),
          remove: (id: string) => Promise.resolve(void rows.delete(id)),
        };
        const isolate = () => new MflUpstream({ ...upstreamOptions(sim), leagueHostStore });
        sim.counters.reset();
        await isolate().get(leagueStandings({ leagueId: "35112", year: YEAR }), { cookie: demo });
        assert.deepEqual(sim.counters.byHost, { api: 1, www57: 1 }, "the first isolate learns it from the 302");
        assert.equal(rows.get("35112"), `${sim.url}/_host/www57`);
        sim.counters.reset();
        await isolate().get(transactions({ leagueId: "35112", year: YEAR }), { cookie: demo });
        assert.deepEqual(sim.counters.byHost, { www57: 1 }, "a cold isolate: no 302");
      });

      await t.step("standings: rows with W-L-T, ties as half, names and divisions from the league", async () => {
        const l = await client.run(league({ leagueId: "61408", year: YEAR }), { cookie: demo });
        const rows = withLeagueDetails(await client.run(leagueStandings({ leagueId: "61408", year: YEAR }), { cookie: demo }), l);
        // MFL's own answer (ALL=1 adds its h2hpct), not the normaliser's formula, is the reference.
        const host = (await (await fetch(`${sim.url}/_sim/info`)).json()).leagueHosts["61408"];
        const raw = await (await fetch(`${host}/${YEAR}/export?TYPE=leagueStandings&L=61408&ALL=1&JSON=1`, {
          headers: { Cookie: `MFL_USER_ID=${demo}` },
        })).json();
        const simRows = new Map<string, Record<string, string>>(
          (raw.leagueStandings.franchise as Record<string, string>[]).map((f) => [f.id, f]),
        );
        assert.equal(rows.length, 12);
        assert.equal(simRows.size, 12);
        for (const r of rows) {
          assert.match(r.franchise_id, /^\d{4}$/);
          const s = simRows.get(r.franchise_id);
          assert.ok(s, `franchise ${r.franchise_id} in the simulator's answer`);
          assert.deepEqual([r.wins, r.losses, r.ties], [Number(s.h2hw), Number(s.h2hl), Number(s.h2ht)]);
          assert.equal(r.win_loss_tie_record, `${s.h2hw}-${s.h2hl}-${s.h2ht}`);
          assert.equal(r.winning_percentage.toFixed(3), Number(s.h2hpct).toFixed(3));
          assert.ok(r.franchise_name);
          assert.ok(["East", "Central", "West"].includes(r.division_name!), r.division_name!);
          assert.equal(typeof r.points_for, "number");
          assert.equal(typeof r.blind_bid_balance, "number");
        }
      });

      await t.step("transactions: every row typed, assets parsed from MFL's encodings", async () => {
        for (const id of ["61408", "35112", "72901"]) {
          const list = await client.run(transactions({ leagueId: id, year: YEAR }), { cookie: demo });
          assert.ok(list.length > 0, id);
          for (const tx of list) {
            assert.ok(tx.type && tx.timestamp > 0, JSON.stringify(tx.raw));
            for (const a of tx.assets) {
              assert.ok(a.asset_type === "MONEY" || a.asset_id, JSON.stringify(tx.raw));
              if (a.asset_type === "DRAFT_PICK") assert.ok(a.draft_round! >= 1);
            }
            if (tx.type === "TRADE") assert.ok(tx.assets.some((a) => a.direction === "RECEIVED"), JSON.stringify(tx.raw));
            if (tx.type === "BBID_WAIVER") assert.ok(tx.assets.some((a) => a.asset_type === "MONEY"), JSON.stringify(tx.raw));
            if (["FREE_AGENT", "BBID_WAIVER", "TRADE", "IR", "TAXI"].includes(tx.type)) assert.ok(tx.assets.length > 0, JSON.stringify(tx.raw));
          }
        }
      });

      await t.step("every export normalises", async () => {
        const L = { leagueId: "35112", year: YEAR };
        const o = { cookie: demo };
        assert.ok((await client.run(rosters(L), o)).length === 10);
        assert.ok((await client.run(players({ year: YEAR }), o)).players.length > 100);
        assert.ok((await client.run(playerScores({ ...L, week: "YTD" }), o)).scores.length > 0);
        const live = await client.run(liveScoring({ ...L, week: 12 }), o);
        assert.ok(live.franchises.length === 10);
        assert.ok((await client.run(projectedScores({ ...L, week: live.week ?? 1 }), o)).scores.length >= 0);
        assert.ok((await client.run(schedule(L), o)).length > 0);
        assert.ok((await client.run(nflSchedule({ year: YEAR }), o))[0].games.length > 0);
        assert.ok((await client.run(nflSchedule({ year: YEAR, week: "ALL" }), o)).length >= 18);
        assert.ok(Array.isArray((await client.run(injuries({ year: YEAR }), o)).injuries));
        assert.ok((await client.run(nflByeWeeks({ year: YEAR }), o)).teams.length > 0);
      });

      await t.step("lineup import: an invalid lineup is refused with MFL's message", async () => {
        await assert.rejects(
          client.importLineup({ leagueId: "61408", year: YEAR, week: 1, starters: ["999999"] }, { cookie: demo }),
          (e: Error) => e instanceof MflApiError && e.message.length > 0,
        );
      });

      await t.step("an expired cookie → MflAuthError (the caller tells the user to reconnect)", async () => {
        const victim = (await client.login("demo", "demo123", YEAR)).cookie;
        await client.run(leagueStandings({ leagueId: "61408", year: YEAR }), { cookie: victim });
        await control(sim, "POST", "cookies/expire", { cookie: victim });
        await assert.rejects(client.run(leagueStandings({ leagueId: "61408", year: YEAR }), { cookie: victim }), MflAuthError);
      });

      await t.step("single flight: 100 concurrent dashboard loads → one standings call; warm → none", async () => {
        const upstream = upstreamFor(sim);
        sim.counters.reset();
        const q = leagueStandings({ leagueId: "61408", year: YEAR });
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => upstream.get(q, { cookie: demo, userId: `u${i}` })));
        assert.ok(results.every((r) => r.data.length === 12 && !r.stale));
        // The first call also discovered the league host (one 302 on the generic host).
        assert.equal(sim.counters.byEndpoint[STANDINGS_KEY], 2);
        assert.deepEqual(sim.counters.byHost, { api: 1, www44: 1 });
        await Promise.all(Array.from({ length: 100 }, () => upstream.get(q, { cookie: demo })));
        assert.equal(sim.counters.total, 2);
      });

      await t.step("fault injection: 5xx and 429 → last good data served stale, host backs off", async () => {
        const clock = new TestClock();
        const upstream = upstreamFor(sim, clock);
        const q = leagueStandings({ leagueId: "72901", year: YEAR });
        const good = await upstream.get(q, { cookie: demo });
        await control(sim, "POST", "faults", { match: STANDINGS_KEY, kind: "status", status: 503 });
        await clock.advance(settingsDefaults.standings_client_ttl_sec * 1000 + 1);
        sim.counters.reset();
        const stale = await upstream.get(q, { cookie: demo });
        assert.deepEqual([stale.stale, stale.staleReason, stale.fetchedAt], [true, "server_error", good.fetchedAt]);
        assert.deepEqual(stale.data, good.data);
        assert.equal(sim.counters.byStatus["503"], 1);
        // Backing off: further requests are answered stale without touching the host.
        await Promise.all(Array.from({ length: 20 }, () => upstream.get(q, { cookie: demo })));
        assert.equal(sim.counters.total, 1);
        // Without saved data the caller gets a clear 503 instead of waiting on the host.
        await assert.rejects(upstream.get(transactions({ leagueId: "72901", year: YEAR }), { cookie: demo }), (e: Error) =>
          e instanceof AppError && e.status === 503);
        await control(sim, "DELETE", "faults");
        await control(sim, "POST", "faults", { match: STANDINGS_KEY, kind: "429" });
        await clock.advance(5_000);
        const limited = await upstream.get(q, { cookie: demo });
        assert.deepEqual([limited.stale, limited.staleReason], [true, "rate_limited"]);
        assert.equal(sim.counters.byStatus["429"], 1);
        assert.equal(upstream.backoff.remainingMs(`${sim.url}/_host/www70`), 10_000);
        await control(sim, "DELETE", "faults");
        await clock.advance(10_000);
        const fresh = await upstream.get(q, { cookie: demo });
        assert.equal(fresh.stale, false);
      });
    } finally {
      await control(sim, "DELETE", "faults").catch(() => {});
      await sim.close();
    }
  },
});
