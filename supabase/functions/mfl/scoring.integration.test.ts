// League scoring end to end on a real stack (see _testing/league-stack.ts), the simulator's clock
// frozen and stepped by hand: numbers equal the simulator's liveScoring, one MFL call per league
// and week whatever the number of viewers (the week is always named), scores moving and games
// ending when the simulator's clock does, a finished week stored and never asked of MFL again,
// the last good scores (stale) when MFL fails, refreshes of different leagues spread apart, and
// MFL's XML from the same shared copy.
import assert from "node:assert/strict";
import { normaliseLiveScoring } from "../_shared/mfl/live-scoring.ts";
import { parseXml } from "../_shared/mfl/xml.ts";
import { clearSettingsCache } from "../_shared/settings.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { systemClock } from "../_shared/upstream/clock.ts";
import { TableBudget } from "../_shared/upstream/table-budget.ts";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { request } from "../_testing/helpers.ts";
import { type Json, MEMBER, withLeagueStack } from "../_testing/league-stack.ts";

const LEAGUE = "61408";
const DEMO_FRANCHISE = "0003";
const LIVE = "mfl:export:liveScoring";

Deno.test({
  name: "league scoring on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl, mflResponse, member, simExport, advance, now }) => {
      await db.sql(`update public.user_leagues set franchise_id = '${DEMO_FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`);
      const simScores = async (week: number, league = LEAGUE) => {
        const live = (await simExport("liveScoring", league, `&W=${week}&DETAILS=1`)).liveScoring;
        const franchises = ([] as Json[]).concat(live.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        return new Map(franchises.map((f) => [f.id, Number(f.score)]));
      };
      const ours = (body: Json) => new Map((body.matchups as Json[]).flatMap((m) => m.teams as Json[]).map((team) => [team.franchiseId, team.totalPoints]));
      const players = (body: Json) => (body.matchups as Json[]).flatMap((m) => m.teams as Json[]).flatMap((team) => [...team.starters, ...team.bench] as Json[]);
      const liveCalls = (league = LEAGUE) => sim.counters.byLeague[league]?.[LIVE] ?? 0;
      const scoring = (query: string) => mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}${query}`);
      /** Past every poll interval and the host backoff of a failure, on our clock. */
      const pastPollIntervals = () => advance(settingsDefaults.poll_interval_idle_sec * 1000 + 1_000);

      let week = 0;
      await t.step("no week: the NFL week in progress, named; every matchup with both teams equal to the simulator's liveScoring", async () => {
        sim.counters.reset();
        const { status, body } = await scoring("");
        assert.equal(status, 200, JSON.stringify(body));
        week = body.week;
        assert.equal(week, 12, "Sunday of week 12");
        const asked = sim.counters.log.filter((r) => r.endpoint === LIVE && r.status === 200);
        assert.deepEqual(asked.map((r) => [r.league, r.week]), [[LEAGUE, "12"]], "one call, and it names the week");

        assert.equal(body.leagueName, "Gridiron Gazette League");
        assert.equal(body.matchups.length, 6, "12 teams, 6 pairings");
        assert.deepEqual([body.final, body.stale, typeof body.nextUpdateAt], [false, false, "string"]);
        assert.deepEqual(ours(body), await simScores(week));
        for (const team of (body.matchups as Json[]).flatMap((m) => m.teams as Json[])) {
          assert.ok(team.starters.length > 0 && team.franchiseName && !team.franchiseName.startsWith("Team "));
          assert.ok((team.starters as Json[]).every((p) => p.name && !p.name.startsWith("Player ")), "starters named");
          const projected = (team.starters as Json[]).reduce((sum, p) => sum + (p.projectedPoints ?? 0), 0);
          assert.ok(Math.abs(team.projectedPoints - projected) < 0.011, "the projected total is the starters' projections");
        }
        for (const p of players(body)) {
          assert.ok([p.isPlaying, p.hasPlayed, p.isBye].filter(Boolean).length <= 1, "one state at a time");
          if (p.isBye) assert.equal(p.kickoff, null, "a bye has no kickoff");
          else assert.ok(p.kickoff, `${p.name} has a kickoff`);
        }
        assert.ok(players(body).some((p) => p.isPlaying), "the early games are on");
        assert.ok(players(body).some((p) => !p.isPlaying && !p.hasPlayed && !p.isBye), "the late games are to come");
        assert.ok(players(body).some((p) => p.isBye), "week 12 has teams on a bye");
      });

      await t.step("the named week and 'no week' are one shared copy: 20 viewers of either cost no call", async () => {
        sim.counters.reset();
        await Promise.all(Array.from({ length: 20 }, (_, i) => scoring(i % 2 ? `&week=${week}` : "")));
        assert.equal(liveCalls(), 0);
      });

      await t.step("personal: the caller's franchise and its opponent; another franchise is 403 without asking MFL", async () => {
        const { status, body } = await mfl("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&franchiseId=${DEMO_FRANCHISE}`);
        assert.equal(status, 200);
        assert.equal(body.yourTeam.franchiseId, DEMO_FRANCHISE);
        assert.ok(body.opponent && body.opponent.franchiseId !== DEMO_FRANCHISE);
        assert.equal(body.yourTeam.totalPoints, (await simScores(week)).get(DEMO_FRANCHISE));
        sim.counters.reset();
        const other = await mfl("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&franchiseId=0009`);
        assert.deepEqual([other.status, other.body.error], [403, "Access denied"]);
        assert.equal(sim.counters.total, 0);
      });

      await t.step("MFL's XML from the same shared copy: no call of its own, the simulator's numbers", async () => {
        sim.counters.reset();
        const { status, body } = await mfl("POST", "/mfl/live-scoring", { leagueId: LEAGUE, week, cookie: "ignored" });
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(liveCalls(), 0);
        const xml = normaliseLiveScoring(parseXml(body.xmlResponse)!);
        assert.equal(xml.week, week);
        assert.deepEqual(new Map(xml.franchises.map((f) => [f.id, f.score])), await simScores(week));
        assert.match(body.xmlResponse, /<player id="\d+" status="(non)?starter" score="[\d.]+" gameSecondsRemaining="\d+"/);
      });

      await t.step("projected points: the league's own projections, already fetched with the scores, shared by every viewer", async () => {
        sim.counters.reset();
        const { status, body } = await mfl("GET", `/mfl/projected-points?leagueId=${LEAGUE}`);
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(body.week, week);
        const all = body.projectedPoints as Record<string, { projectedPoints: number }>;
        const ids = Object.keys(all).slice(0, 3);
        assert.ok(ids.length === 3, "players projected");
        assert.equal(sim.counters.byEndpoint["mfl:export:projectedScores"] ?? 0, 0, "the copy the scores fetched");
        const simRows = ([] as Json[]).concat((await simExport("projectedScores", LEAGUE, `&W=${week}`)).projectedScores.playerScore);
        for (const id of ids) assert.equal(all[id].projectedPoints, Number(simRows.find((r) => r.id === id)!.score), `player ${id}`);
        sim.counters.reset();
        const some = await Promise.all(Array.from({ length: 10 }, () => mfl("GET", `/mfl/projected-points?leagueId=${LEAGUE}&playerIds=${ids.join(",")}`)));
        assert.deepEqual(Object.keys(some[0].body.projectedPoints).sort(), [...ids].sort(), "only the players asked for");
        assert.equal(sim.counters.byEndpoint["mfl:export:projectedScores"] ?? 0, 0, "ten more viewers: the shared copy");
      });

      await t.step("an unchanged poll builds nothing: the answer kept for the league and week is served, and its ETag sent back is a 304", async () => {
        const path = `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=${week}`;
        const first = await mflResponse(request("GET", path, { token: member }));
        assert.equal(first.status, 200);
        await first.body?.cancel();
        const etag = first.headers.get("ETag")!;
        const key = `answer:mfl-scoring:${LEAGUE}:${new Date(now()).getUTCFullYear()}:${week}`;
        // A mark planted in the kept answer shows: the poll served it instead of building one from the shared copies.
        await db.sql(`update public.upstream_cache set body = jsonb_set(body, '{answers,league}',
          to_jsonb(replace(body #>> '{answers,league}', '"leagueName":"Gridiron Gazette League"', '"leagueName":"Kept answer"'))) where key = '${key}'`);
        sim.counters.reset();
        assert.equal((await scoring(`&week=${week}`)).body.leagueName, "Kept answer");
        const holding = request("GET", path, { token: member });
        holding.headers.set("If-None-Match", etag);
        const again = await mflResponse(holding);
        assert.deepEqual([again.status, again.headers.get("ETag"), await again.text()], [304, etag, ""], "the viewer holding it: no body");
        const personal = await mflResponse(request("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&week=${week}`, { token: member }));
        assert.equal((await personal.json()).yourTeam.franchiseId, DEMO_FRANCHISE, "a personal answer from the same kept answer");
        assert.equal(sim.counters.total, 0, "no MFL call");
      });

      await t.step("just past the live copy's refresh time: the kept answer at once, asked again in a moment, and one rebuild behind it", async () => {
        const path = `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=${week}`;
        const key = `answer:mfl-scoring:${LEAGUE}:${new Date(now()).getUTCFullYear()}:${week}`;
        const kept = async () => (await serviceClient().from("upstream_cache").select("body, expires_at").eq("key", key).single()).data!;
        const { body: keptBody, expires_at } = await kept();
        const freshUntil = Date.parse(keptBody.freshUntil);
        assert.ok(Date.parse(expires_at) > freshUntil, "kept a grace past its fresh time");
        advance(freshUntil - now() + 500);
        sim.counters.reset();
        const asked = now();
        const viewers = await Promise.all(Array.from({ length: 10 }, () => mflResponse(request("GET", path, { token: member }))));
        for (const due of viewers) {
          assert.deepEqual([due.status, due.headers.get("ETag")], [200, null], "served at once, without an ETag: the next poll gets the rebuilt one whole");
          const body = await due.json();
          assert.equal(body.leagueName, "Kept answer", "the kept answer, not a rebuild");
          const next = Date.parse(body.nextUpdateAt);
          assert.ok(next >= asked + 2_000 && next <= now() + 2_000, `asked again in 2 s: ${body.nextUpdateAt}`);
        }
        // The rebuild behind them: one MFL call, then the new answer kept and served.
        for (let i = 0; i < 100 && (await kept()).body.version === keptBody.version; i++) await new Promise((r) => setTimeout(r, 50));
        assert.notEqual((await kept()).body.version, keptBody.version, "rebuilt");
        assert.equal(liveCalls(), 1, `one refresh for ten viewers: ${JSON.stringify(sim.counters.byEndpoint)}`);
        const next = await scoring(`&week=${week}`);
        assert.notEqual(next.body.leagueName, "Kept answer", "the rebuilt answer");
        assert.ok(Date.parse(next.body.nextUpdateAt) > now(), "fresh again");
      });

      await t.step("the simulator's clock moves: after the poll interval, one call for 20 viewers, and the new scores", async () => {
        const before = await simScores(week);
        sim.world.clock.step(20 * 60);
        pastPollIntervals();
        sim.counters.reset();
        const answers = await Promise.all(Array.from({ length: 20 }, () => scoring(`&week=${week}`)));
        assert.equal(liveCalls(), 1, JSON.stringify(sim.counters.byEndpoint));
        assert.notEqual(answers[0].body.leagueName, "Kept answer", "the kept answer is built again");
        const after = await simScores(week);
        assert.deepEqual(ours(answers[0].body), after, "the new scores");
        assert.ok([...after].some(([id, score]) => before.get(id) !== score), "twenty minutes of football changed a score");
      });

      await t.step("a game ends: its players turn FINAL, those still playing stay LIVE", async () => {
        const before = players((await scoring(`&week=${week}`)).body);
        const live = new Set(before.filter((p) => p.isPlaying).map((p) => p.id));
        sim.world.clock.step(2 * 3600); // the early games end; the late ones are on
        pastPollIntervals();
        const after = players((await scoring(`&week=${week}`)).body);
        const ended = after.filter((p) => live.has(p.id) && p.hasPlayed);
        assert.ok(ended.length > 0, "players of the early games are FINAL");
        assert.ok(ended.every((p) => p.gameSecondsRemaining === 0 && !p.isPlaying));
        assert.ok(after.some((p) => p.isPlaying), "the late games are on");
      });

      await t.step("a finished week is stored once and never asked of MFL again, the cache purge notwithstanding", async () => {
        sim.counters.reset();
        const first = await scoring("&week=11");
        assert.equal(first.status, 200);
        assert.deepEqual([first.body.week, first.body.final, first.body.nextUpdateAt], [11, true, null]);
        assert.deepEqual(ours(first.body), await simScores(11));
        assert.ok(players(first.body).every((p) => p.hasPlayed || p.isBye), "every player FINAL or on a bye");
        assert.equal(liveCalls(), 2, "ours once, and the test's own read of the simulator");
        const { data } = await serviceClient().from("league_week_scores").select("week").eq("league_id", LEAGUE);
        assert.deepEqual(data, [{ week: 11 }]);
        // Hours later, every upstream copy gone (the nightly purge of copies nobody refreshed).
        advance(2 * 3600_000);
        await db.sql(`select private.purge_upstream_cache(now() + interval '8 days')`);
        sim.counters.reset();
        // The stored week is read as the member (row level security): the service role needs no read of it.
        await db.sql("revoke select on public.league_week_scores from service_role");
        const [again, xml, projected] = await Promise.all([
          scoring("&week=11"),
          mfl("POST", "/mfl/live-scoring", { leagueId: LEAGUE, week: 11 }),
          mfl("GET", `/mfl/projected-points?leagueId=${LEAGUE}&week=11`),
        ]).finally(() => db.sql("grant select on public.league_week_scores to service_role"));
        assert.deepEqual([again.status, xml.status, projected.status], [200, 200, 200]);
        assert.equal(sim.counters.total, 0, `no MFL call at all: ${JSON.stringify(sim.counters.byEndpoint)}`);
        assert.deepEqual(ours(again.body), ours(first.body));
        assert.equal(Object.keys(projected.body.projectedPoints).length > 0, true, "the week's projections were kept");
      });

      await t.step("the week in progress is final only when the NFL schedule says every game is (a bye's 0 s do not count)", async () => {
        // Monday night: every game but the last is over; players on a bye show 0 s as well.
        sim.world.clock.set(Date.parse("2026-11-24T02:00:00Z") / 1000);
        pastPollIntervals();
        const monday = await scoring(`&week=${week}`);
        assert.equal(monday.body.final, false, "the Monday game is on");
        // Tuesday: every game of week 12 final.
        sim.world.clock.set(Date.parse("2026-11-24T12:00:00Z") / 1000);
        pastPollIntervals();
        const tuesday = await scoring(`&week=${week}`);
        assert.equal(tuesday.body.final, true);
        assert.deepEqual(ours(tuesday.body), await simScores(week));
        sim.counters.reset();
        pastPollIntervals();
        const later = await scoring("");
        assert.deepEqual([later.body.week, later.body.final], [week, true]);
        assert.equal(liveCalls(), 0, "stored: no call for the finished week");
      });

      await t.step("MFL failing: the last good scores marked stale; nothing saved: a clear 424, never a 5xx", async () => {
        sim.world.clock.set(Date.parse("2026-11-29T19:30:00Z") / 1000); // Sunday of week 13, games on
        advance(settingsDefaults.schedule_client_ttl_sec * 1000 + 1_000); // the finished week's schedule copy lasts an hour
        const good = await scoring("");
        assert.deepEqual([good.status, good.body.week, good.body.stale], [200, 13, false]);
        const fault = sim.faults.add({ match: LIVE, league: LEAGUE, kind: "status", status: 503 });
        const other = sim.faults.add({ match: LIVE, league: "35112", kind: "status", status: 503 });
        pastPollIntervals();
        const stale = await scoring("&week=13");
        assert.equal(stale.status, 200);
        assert.equal(stale.body.stale, true);
        assert.match(stale.body.message, /^Showing data from .*: MyFantasyLeague is not responding$/);
        assert.deepEqual(ours(stale.body), ours(good.body), "the last good scores");
        const none = await mfl("GET", "/mfl/scoring?type=league&leagueId=35112");
        assert.equal(none.status, 424, JSON.stringify(none.body));
        assert.match(none.body.error, /^MyFantasyLeague answered with a server error: no saved data to show yet$/);
        sim.faults.remove(fault.id);
        sim.faults.remove(other.id);
        pastPollIntervals();
        const back = await scoring("&week=13");
        assert.equal(back.body.stale, false);
      });

      await t.step("the league export failing does not fail scores that exist: names from what is stored, else 'Team {id}'", async () => {
        // An unreadable answer (a maintenance page): no backoff of the league's host, so the scores come.
        const fault = sim.faults.add({ match: "mfl:export:league", league: "72901", kind: "malformed" });
        const { status, body } = await mfl("GET", "/mfl/scoring?type=league&leagueId=72901");
        sim.faults.remove(fault.id);
        assert.equal(status, 200, JSON.stringify(body));
        assert.equal(body.matchups.length, 7);
        assert.deepEqual(ours(body), await simScores(13, "72901"));
        assert.ok((body.matchups as Json[]).every((m) => (m.teams as Json[]).every((team) => team.franchiseName === `Team ${team.franchiseId}`)));
      });

      await t.step("per_league_stagger_ms: three leagues' refreshes reach MFL that far apart, in one isolate and through Postgres", async () => {
        await db.sql(`update public.system_settings set value = '300'::jsonb where key = 'per_league_stagger_ms'`);
        clearSettingsCache();
        pastPollIntervals();
        sim.counters.reset();
        const answers = await Promise.all(["61408", "35112", "72901"].map((id) => mfl("GET", `/mfl/scoring?type=league&leagueId=${id}`)));
        assert.deepEqual(answers.map((a) => a.status), [200, 200, 200]);
        const arrivals = sim.counters.log.filter((r) => r.endpoint === LIVE && r.status === 200).map((r) => r.at).sort((a, b) => a - b);
        assert.equal(arrivals.length, 3);
        // The slots are 300 ms apart (checked exactly below); what each refresh does between its slot and
        // MFL (the host's pace, the request) varies by tens of ms on a loaded machine (244 ms seen once
        // under a whole npm test). Without the stagger they arrive a few ms apart.
        for (let i = 1; i < 3; i++) assert.ok(arrivals[i] - arrivals[i - 1] >= 200, `refreshes ${arrivals[i] - arrivals[i - 1]} ms apart`);
        // The deployment's slot in upstream_hosts: another isolate's budget waits for this one's.
        const settings = { ...settingsDefaults, per_league_stagger_ms: 300 };
        const budgets = [0, 1, 2].map(() => new TableBudget(serviceClient(), systemClock, () => settings, { provider: "mfl" }));
        const t0 = Date.now();
        const started = await Promise.all(budgets.map((b) => b.stagger("integration-test", 300).then(() => Date.now() - t0)));
        started.sort((a, b) => a - b);
        assert.ok(started[0] < 250 && started[1] >= 280 && started[2] >= 580, `slots at ${started.join(", ")} ms`);
      });

      await t.step("bad input is a 400", async () => {
        for (const path of ["/mfl/scoring?type=x&leagueId=61408", "/mfl/scoring?leagueId=61408&week=40", "/mfl/scoring?type=league", "/mfl/projected-points?leagueId=61408&playerIds=x,1"]) {
          const { status } = await mfl("GET", path);
          assert.equal(status, 400, path);
        }
        const { status } = await mfl("POST", "/mfl/live-scoring", { leagueId: "abc" });
        assert.equal(status, 400);
      });
    }),
});
