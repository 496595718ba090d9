import { assert, login, mfl, mflJson, startFrozen, tank01 } from "./test-helpers.ts";
import { startSimulator } from "./server.ts";

const post = (url: string, body: unknown, method = "POST") =>
  fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());

Deno.test({
  name: "control API: clock, counters, faults, throttle, cookies, reset",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    const c = `${sim.url}/_sim`;
    try {
      await t.step("clock: read, step, set, speed, freeze", async () => {
        const c0 = await (await fetch(`${c}/clock`)).json();
        assert.equal(c0.now, "2026-11-22T19:30:00.000Z");
        assert.equal(c0.eastern, "2026-11-22 14:30");
        assert.equal(c0.frozen, true);
        const nfl0 = (await mflJson(sim, "", { TYPE: "nflSchedule" })).nflSchedule.matchup;
        const c1 = await post(`${c}/clock`, { stepMinutes: 30 });
        assert.equal(c1.epoch, c0.epoch + 1800);
        const nfl1 = (await mflJson(sim, "", { TYPE: "nflSchedule" })).nflSchedule.matchup;
        assert.notDeepEqual(nfl0, nfl1, "games moved on");
        const c2 = await post(`${c}/clock`, { at: "2026-11-23T12:00:00Z" });
        assert.equal(c2.weeks.CompletedWeek, 11);
        const c3 = await post(`${c}/clock`, { at: "2026-11-25T12:00:00Z" });
        assert.equal(c3.weeks.CompletedWeek, 12);
        assert.equal(c3.weeks.CurrentWeek, 13);
        const c4 = await post(`${c}/clock`, { frozen: false, speed: 600 });
        await new Promise((r) => setTimeout(r, 120));
        const c5 = await (await fetch(`${c}/clock`)).json();
        assert.ok(c5.epoch - c4.epoch >= 30, `${c5.epoch - c4.epoch}s of sim time in ~0.1 s`);
        await post(`${c}/clock`, { preset: "default", frozen: true, speed: 1 });
        assert.equal((await (await fetch(`${c}/clock`)).json()).now, "2026-11-22T19:30:00.000Z");
      });

      await t.step("counters per endpoint, host and cookie", async () => {
        await post(`${c}/counters/reset`, {});
        const demo = await login(sim, "demo", "demo123");
        await (await mfl(sim, "www44", { TYPE: "liveScoring", L: "61408" }, demo)).text();
        await (await mfl(sim, "", { TYPE: "liveScoring", L: "61408" }, demo)).text();
        await (await tank01(sim, "getNFLTeams")).text();
        const k = await (await fetch(`${c}/counters`)).json();
        assert.equal(k.total, 4);
        assert.equal(k.byEndpoint["mfl:export:liveScoring"], 2);
        assert.equal(k.byEndpoint["mfl:login"], 1);
        assert.equal(k.byEndpoint["tank01:getNFLTeams"], 1);
        assert.equal(k.byHost.www44, 1);
        assert.equal(k.byHost.api, 2);
        assert.equal(k.byCookie[demo], 2);
        assert.equal(k.byUser.demo, 2);
        assert.equal(k.byStatus["302"], 1);
      });

      await t.step("counters per league (the league host's answers) and the request log", async () => {
        await post(`${c}/counters/reset`, {});
        const demo = await login(sim, "demo", "demo123");
        await (await mfl(sim, "", { TYPE: "liveScoring", L: "61408", W: "12" }, demo)).text(); // 302 to www44: not a league-host answer
        await (await mfl(sim, "www44", { TYPE: "liveScoring", L: "61408", W: "12" }, demo)).text();
        await (await mfl(sim, "www44", { TYPE: "liveScoring", L: "61408", W: "11" }, demo)).text();
        await (await mfl(sim, "www57", { TYPE: "liveScoring", L: "35112" }, demo)).text();
        await (await mfl(sim, "www57", { TYPE: "rosters", L: "35112" }, demo)).text();
        const k = await (await fetch(`${c}/counters`)).json();
        assert.deepEqual(k.byLeague, {
          "61408": { "mfl:export:liveScoring": 2 },
          "35112": { "mfl:export:liveScoring": 1, "mfl:export:rosters": 1 },
        });
        const log = await (await fetch(`${c}/counters/log`)).json();
        const live = log.filter((r: { endpoint: string }) => r.endpoint === "mfl:export:liveScoring");
        assert.deepEqual(live.map((r: { host: string; league: string; week?: string; status: number }) => [r.host, r.league, r.week ?? null, r.status]), [
          ["api", "61408", "12", 302],
          ["www44", "61408", "12", 200],
          ["www44", "61408", "11", 200],
          ["www57", "35112", null, 200],
        ]);
        assert.ok(live.every((r: { at: number }, i: number) => i === 0 || r.at >= live[i - 1].at), "in arrival order with times");
      });

      await t.step("a fault for one league: that league fails, the others answer", async () => {
        await post(`${c}/faults`, { match: "mfl:export:liveScoring", league: "35112", kind: "status", status: 503 });
        const failing = await mfl(sim, "www57", { TYPE: "liveScoring", L: "35112" });
        await failing.body?.cancel();
        assert.equal(failing.status, 503);
        const other = await mfl(sim, "www44", { TYPE: "liveScoring", L: "61408" });
        await other.body?.cancel();
        assert.equal(other.status, 200);
        const bad = await fetch(`${c}/faults`, { method: "POST", body: JSON.stringify({ match: "*", kind: "status", league: "x" }) });
        assert.equal(bad.status, 400);
        await bad.body?.cancel();
        await fetch(`${c}/faults`, { method: "DELETE" }).then((r) => r.json());
      });

      await t.step("cookie expiry: 'API requires logged in user' afterwards", async () => {
        const a = await login(sim, "demo", "demo123");
        const b = await login(sim, "demo", "demo123");
        assert.ok((await mflJson(sim, "", { TYPE: "myleagues" }, a)).leagues);
        assert.deepEqual(await post(`${c}/cookies/expire`, { cookie: a }), { expired: 1 });
        assert.equal((await mflJson(sim, "", { TYPE: "myleagues" }, a)).error.$t, "API requires logged in user");
        assert.ok((await mflJson(sim, "", { TYPE: "myleagues" }, b)).leagues);
        const n = await post(`${c}/cookies/expire`, { username: "demo" });
        assert.ok(n.expired >= 1);
        assert.equal((await mflJson(sim, "www44", { TYPE: "rosters", L: "61408" }, b)).error.$t, "API requires logged in user");
        const fresh = await login(sim, "demo", "demo123");
        assert.ok((await mflJson(sim, "", { TYPE: "myleagues" }, fresh)).leagues);
      });

      await t.step("faults: 5xx at the configured rate, deterministic", async () => {
        const f = await post(`${c}/faults`, { match: "mfl:export:nflByeWeeks", kind: "status", status: 503, rate: 0.3 });
        assert.equal(f.id, "f1");
        const pattern: number[] = [];
        for (let i = 0; i < 400; i++) {
          const r = await mfl(sim, "", { TYPE: "nflByeWeeks" });
          await r.body?.cancel();
          pattern.push(r.status);
        }
        const failed = pattern.filter((s) => s === 503).length;
        assert.ok(Math.abs(failed / 400 - 0.3) < 0.06, `${failed}/400`);
        assert.ok(pattern.every((s) => s === 200 || s === 503));
        const other = await mfl(sim, "", { TYPE: "injuries" });
        assert.equal(other.status, 200, "other endpoints unaffected");
        await other.body?.cancel();
        const listed = await (await fetch(`${c}/faults`)).json();
        assert.equal(listed[0].seen, 400);
        assert.equal(listed[0].fired, failed);
        // The same fault on a fresh instance fails the same requests.
        const twin = await startSimulator({ port: 0, seed: 7, clock: { preset: "default", frozen: true }, faults: [{ match: "mfl:export:nflByeWeeks", kind: "status", status: 503, rate: 0.3 }] });
        try {
          const again: number[] = [];
          for (let i = 0; i < 400; i++) {
            const r = await mfl(twin, "", { TYPE: "nflByeWeeks" });
            await r.body?.cancel();
            again.push(r.status);
          }
          assert.deepEqual(again, pattern);
        } finally {
          await twin.close();
        }
        await fetch(`${c}/faults`, { method: "DELETE" }).then((r) => r.json());
      });

      await t.step("faults: latency, 429, truncated, malformed, hang", async () => {
        await post(`${c}/faults`, { match: "mfl:export:injuries", kind: "latency", latencyMs: 150 });
        let t0 = performance.now();
        await (await mfl(sim, "", { TYPE: "injuries" })).text();
        assert.ok(performance.now() - t0 >= 140);
        const f429 = await post(`${c}/faults`, { match: "tank01:*", kind: "429" });
        const r429 = await tank01(sim, "getNFLTeams");
        assert.equal(r429.status, 429);
        assert.ok((await r429.json()).message);
        await fetch(`${c}/faults/${f429.id}`, { method: "DELETE" }).then((r) => r.json());
        await post(`${c}/faults`, { match: "mfl:export:league", kind: "truncate" });
        const trunc = await (await mfl(sim, "www44", { TYPE: "league", L: "61408", JSON: "1" })).text();
        assert.throws(() => JSON.parse(trunc));
        await post(`${c}/faults`, { match: "mfl:export:nflSchedule", kind: "malformed" });
        const bad = await mfl(sim, "", { TYPE: "nflSchedule", JSON: "1" });
        assert.equal(bad.status, 200);
        assert.match(await bad.text(), /^<html>/);
        await post(`${c}/faults`, { match: "mfl:export:players", kind: "hang", hangMs: 200 });
        t0 = performance.now();
        const hung = await mfl(sim, "", { TYPE: "players" });
        assert.equal(hung.status, 504);
        await hung.body?.cancel();
        assert.ok(performance.now() - t0 >= 190);
        const ctl = new AbortController();
        await post(`${c}/faults`, { match: "mfl:export:rosters", kind: "hang", hangMs: 60_000 });
        const pending = fetch(`${sim.url}/_host/www44/2026/export?TYPE=rosters&L=61408`, { signal: ctl.signal }).catch((e) => e);
        setTimeout(() => ctl.abort(), 100);
        assert.ok((await pending) instanceof Error, "client timeout works against a hang");
        await fetch(`${c}/faults`, { method: "DELETE" }).then((r) => r.json());
      });

      await t.step("faults: one league's requests only", async () => {
        await post(`${c}/faults`, { match: "mfl:export:league", kind: "status", status: 503, league: "35112" });
        assert.equal((await mfl(sim, "www57", { TYPE: "league", L: "35112" })).status, 503);
        const other = await mfl(sim, "www44", { TYPE: "league", L: "61408" });
        assert.equal(other.status, 200);
        await other.body?.cancel();
        await fetch(`${c}/faults`, { method: "DELETE" }).then((r) => r.json());
      });

      await t.step("MFL-style throttling: 429 over the pace", async () => {
        await post(`${c}/throttle`, { rps: 1, burst: 3 });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const r = await mfl(sim, "", { TYPE: "nflByeWeeks" });
          await r.body?.cancel();
          statuses.push(r.status);
        }
        assert.deepEqual(statuses.slice(0, 3), [200, 200, 200]);
        assert.ok(statuses.slice(3).includes(429));
        // per MFL server: another host of the same client still has its own allowance
        const other = await fetch(`${sim.url}/_host/www44/2026/export?TYPE=nflByeWeeks&JSON=1`);
        await other.body?.cancel();
        assert.equal(other.status, 200);
        await fetch(`${c}/throttle`, { method: "DELETE" }).then((r) => r.json());
        const r = await mfl(sim, "", { TYPE: "nflByeWeeks" });
        assert.equal(r.status, 200);
        await r.body?.cancel();
      });

      await t.step("a cut or a signing leaves the weeks already played as they were: scores, results, standings", async () => {
        const demo = await login(sim, "demo", "demo123");
        const standings = async () => (await mflJson(sim, "www44", { TYPE: "leagueStandings", L: "61408" }, demo)).leagueStandings.franchise;
        type Side = { id: string; score: string; starters: string };
        // Who started and what each side scored (the bench lists the roster as it is now).
        const week10 = async () => (await mflJson(sim, "www44", { TYPE: "weeklyResults", L: "61408", W: "10" }, demo)).weeklyResults.matchup
          .flatMap((m: { franchise: Side[] }) => m.franchise.map(({ id, score, starters }) => ({ id, score, starters })));
        const [before, results] = [await standings(), await week10()];
        const starters = results.find((f: Side) => f.id === "0001").starters.split(",").filter(Boolean);
        const cut = await post(`${c}/rosters`, { league: "61408", franchise: "0001", release: starters.slice(0, 3) });
        assert.deepEqual(cut.released, starters.slice(0, 3));
        await post(`${c}/rosters`, { league: "61408", franchise: "0001", size: 30 });
        assert.deepEqual(await week10(), results);
        assert.deepEqual(await standings(), before);
        const rosterSize = async () => (await mflJson(sim, "www44", { TYPE: "rosters", L: "61408", FRANCHISE: "0001" }, demo)).rosters.franchise.player.length;
        assert.equal(await rosterSize(), 30);
        assert.deepEqual(await post(`${c}/reset`, { league: "61408" }), { reset: true, league: "61408" });
        assert.ok(await rosterSize() < 30, "the league's signings undone");
        assert.equal((await post(`${c}/reset`, { league: "nope" })).error !== undefined, true);
      });

      await t.step("reset returns to the seed", async () => {
        await post(`${c}/clock`, { stepHours: 30 });
        const demo = await login(sim, "demo", "demo123");
        const r = await post(`${c}/reset`, {});
        assert.equal(r.clock.now, "2026-11-22T19:30:00.000Z");
        assert.equal((await mflJson(sim, "", { TYPE: "myleagues" }, demo)).error.$t, "API requires logged in user");
        assert.equal((await (await fetch(`${c}/counters`)).json()).total, 1);
        assert.deepEqual(await (await fetch(`${c}/faults`)).json(), []);
      });
    } finally {
      await sim.close();
    }
  },
});
