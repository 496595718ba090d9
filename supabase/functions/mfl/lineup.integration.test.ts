// Set Lineup end to end on a real stack (see _testing/league-stack.ts): the caller's own franchise
// only, the roster and lineup as the simulator holds them, saving (one import, one read-back, and
// nothing else asked of MFL whatever the caches hold), the lineup rules and locks refused before
// MFL is asked, and every way a save or a load can fail, each driven by the real situation.
import assert from "node:assert/strict";
import { storeMflSession } from "../_shared/credentials/mfl-session.ts";
import { MflClient } from "../_shared/mfl/client.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { userToken } from "../_testing/helpers.ts";
import { type Json, MEMBER, STRANGER, withLeagueStack, YEAR } from "../_testing/league-stack.ts";

const LEAGUE = "61408";
const DEMO_FRANCHISE = "0003";

Deno.test({
  name: "set lineup on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl: call, simExport, advance, config }) => {
      await db.sql(`update public.user_leagues set franchise_id = '${DEMO_FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`);
      const simStarters = async (week: number) => {
        const results = (await simExport("weeklyResults", LEAGUE, `&W=${week}`)).weeklyResults;
        const franchises = ([] as Json[]).concat(results.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        const own = franchises.find((f) => f.id === DEMO_FRANCHISE)!;
        return String(own.starters).split(",").filter(Boolean).sort();
      };
      const simClock = (body: Json) =>
        fetch(`${sim.url}/_sim/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
          .then((r) => r.json());
      const importCalls = () => sim.counters.byEndpoint["mfl:import:lineup"] ?? 0;

      await t.step("another franchise is 403 'Access denied' and MFL is not asked", async () => {
        sim.counters.reset();
        for (const [method, path, body] of [
          ["POST", "/mfl/roster", { leagueId: LEAGUE, franchiseId: "0009" }],
          ["GET", `/mfl/lineup?leagueId=${LEAGUE}&franchiseId=0009`, undefined],
          ["POST", "/mfl/lineup", { leagueId: LEAGUE, franchiseId: "0009", week: 12, starters: [] }],
        ] as const) {
          const { status, body: answer } = await call(method, path, body);
          assert.deepEqual([status, answer.error], [403, "Access denied"], `${method} ${path}`);
        }
        assert.equal(sim.counters.total, 0);
      });

      await t.step("bad input is a 4xx with a clear error and nothing is sent", async () => {
        sim.counters.reset();
        for (const body of [
          { leagueId: LEAGUE, week: 0, starters: [] },
          { leagueId: LEAGUE, week: 99, starters: [] },
          { leagueId: LEAGUE, week: 12, starters: Array.from({ length: 500 }, (_, i) => String(i)) },
          { leagueId: LEAGUE, week: 12, starters: ["abc"] },
        ]) {
          const { status, body: answer } = await call("POST", "/mfl/lineup", body);
          assert.equal(status, 400, JSON.stringify(body).slice(0, 80));
          assert.match(answer.error, /^Invalid request: /);
        }
        assert.equal(sim.counters.total, 0);
      });

      await t.step("a save before the page was ever opened loads what it lacks itself and checks the lineup; no import for a refused one", async () => {
        sim.counters.reset();
        const early = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week: 12, starters: ["1"] });
        assert.equal(early.status, 422, JSON.stringify(early.body));
        assert.ok((early.body.problems as string[]).includes("Player 1 is not on your roster"), early.body.problems);
        // (The first call of an isolate to a league goes through the generic host's redirect: two requests.)
        assert.ok(sim.counters.byEndpoint["mfl:export:rosters"] >= 1, "the roster, loaded by the save");
        assert.ok(sim.counters.byEndpoint["mfl:export:weeklyResults"] >= 1, "the lineup, loaded by the save");
        assert.equal(importCalls(), 0);
      });

      let roster: Json[] = [];
      let week = 0;
      let current: string[] = [];
      const open = async () => {
        // The lineup first: it always asks MFL, so the roster's locks go by MFL's clock after a jump of it.
        const l = await call("GET", `/mfl/lineup?leagueId=${LEAGUE}&week=${week}`);
        const r = await call("POST", "/mfl/roster", { leagueId: LEAGUE, week });
        assert.deepEqual([r.status, l.status], [200, 200], JSON.stringify([r.body, l.body]).slice(0, 300));
        roster = r.body.players;
        current = l.body.lineup.starters;
        return r.body;
      };
      await t.step("roster and lineup are the simulator's; the settings are stored as the screen asks for them", async () => {
        const r = await call("POST", "/mfl/roster", { leagueId: LEAGUE });
        assert.equal(r.status, 200);
        week = r.body.week;
        assert.equal(week, 12);
        assert.equal(r.body.asOf.slice(0, 16), "2026-11-22T19:30", "the host's clock, not ours");
        await open();
        const simRoster = ([] as Json[]).concat((await simExport("rosters", LEAGUE, `&FRANCHISE=${DEMO_FRANCHISE}`)).rosters.franchise)[0];
        assert.deepEqual(roster.map((p) => p.id).sort(), ([] as Json[]).concat(simRoster.player).map((p) => p.id).sort());
        assert.ok(roster.every((p) => p.name && !p.name.startsWith("Player ")), "named");
        assert.ok(roster.some((p) => p.opponent), "opponents from the NFL schedule");
        assert.deepEqual([...current].sort(), await simStarters(week));
        const stored = await call("POST", "/mfl/league-settings", { leagueId: LEAGUE, year: YEAR });
        assert.equal(stored.status, 200);
        const league = ((await simExport("league", LEAGUE)).league) as Json;
        assert.deepEqual(stored.body.league.startingPositions, ([] as Json[]).concat(league.starters.position).map((p) => ({ name: p.name, limit: p.limit })));
        assert.equal(stored.body.league.source, "mfl");
        // One endpoint whatever is cached: the stored settings answer (a mark planted in the row shows), without asking MFL.
        const { error } = await serviceClient().from("league_settings").update({ injured_reserve: 5 }).eq("league_id", LEAGUE).eq("year", YEAR);
        assert.equal(error, null);
        sim.counters.reset();
        const again = await call("POST", "/mfl/league-settings", { leagueId: LEAGUE, year: YEAR });
        assert.deepEqual([again.status, again.body.league.injuredReserve], [200, 5], JSON.stringify(again.body));
        assert.equal(sim.counters.total, 0, `the stored settings, no MFL call: ${JSON.stringify(sim.counters.byEndpoint)}`);
        // Read as the caller: a user who is not a member of the league is not shown them.
        const stranger = await call("POST", "/mfl/league-settings", { leagueId: LEAGUE, year: YEAR }, await userToken(STRANGER));
        assert.deepEqual([stranger.status, stranger.body.league], [404, undefined], JSON.stringify(stranger.body));
        await serviceClient().from("league_settings").update({ injured_reserve: stored.body.league.injuredReserve }).eq("league_id", LEAGUE).eq("year", YEAR);
      });

      const movable = (p: Json) => !p.locked && p.status === "ROSTER";
      const swap = () => {
        for (const out of roster.filter((p) => current.includes(p.id) && movable(p))) {
          const into = roster.find((p) => !current.includes(p.id) && movable(p) && p.position === out.position);
          if (into) return { out, into };
        }
        throw new Error("no unlocked starter with an unlocked bench player at his position");
      };
      const swapped = () => {
        const { out, into } = swap();
        return [...current.filter((id) => id !== out.id), into.id];
      };

      await t.step("a valid change costs MFL exactly one import and one read-back; the answer is what MFL holds", async () => {
        const starters = swapped();
        sim.counters.reset();
        const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.equal(saved.body.message, "Lineup saved successfully!");
        assert.equal(saved.body.confirmed, true);
        assert.deepEqual(sim.counters.byEndpoint, { "mfl:import:lineup": 1, "mfl:export:weeklyResults": 1 });
        assert.equal(sim.counters.total, 2);
        assert.deepEqual([...saved.body.lineup.starters].sort(), [...starters].sort());
        assert.deepEqual(await simStarters(week), [...starters].sort(), "the simulator holds the chosen starters");
        current = saved.body.lineup.starters;
      });

      await t.step("with every cache expired a save still costs exactly the import and the read-back", async () => {
        // Past every TTL a save could consult (rosters 300 s, schedule and league 3600 s); our clock only, so
        // MFL's (the simulator's) reads an hour later too: 20:31 UTC, before the 4 pm games.
        advance(61 * 60 * 1000);
        const starters = swapped();
        sim.counters.reset();
        const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.deepEqual(sim.counters.byEndpoint, { "mfl:import:lineup": 1, "mfl:export:weeklyResults": 1 });
        assert.equal(sim.counters.total, 2);
        current = saved.body.lineup.starters;
      });

      await t.step("a lineup the screen would refuse is 422 with the same texts; MFL is not asked", async () => {
        const qbs = roster.filter((p) => p.position === "QB").map((p) => p.id);
        const others = current.filter((id) => !qbs.includes(id));
        sim.counters.reset();
        const bad = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...others, ...qbs].slice(0, 12) });
        assert.equal(bad.status, 422);
        assert.equal(bad.body.error, "Lineup Invalid");
        assert.ok((bad.body.problems as string[]).some((p) => /^(Must have exactly|Cannot have more than|Need at least) /.test(p)), bad.body.problems);
        assert.equal(sim.counters.total, 0);
      });

      await t.step("a player listed twice is 400; starters not on the roster 422 naming them; MFL is not asked", async () => {
        sim.counters.reset();
        const twice = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...current.slice(0, 8), current[0]] });
        assert.equal(twice.status, 400);
        assert.match(twice.body.error, /^Missing required parameters: starters lists a player twice/);
        const stranger = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...current.slice(0, 8), "99999"] });
        assert.equal(stranger.status, 422);
        assert.ok((stranger.body.problems as string[]).includes("Player 99999 is not on your roster"), stranger.body.problems);
        assert.equal(sim.counters.total, 0);
      });

      await t.step("an import answered with HTML is 'Save status unclear', never reported as saved", async () => {
        const starters = swapped();
        sim.faults.add({ match: "mfl:import:lineup", kind: "malformed" });
        const unclear = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        sim.faults.clear();
        assert.equal(unclear.status, 502);
        assert.deepEqual([unclear.body.error, unclear.body.unclear], ["Save status unclear", true]);
        await open();
      });

      await t.step("saved, but the read-back failed: said so, and no lineup is presented as MFL's", async () => {
        const starters = swapped();
        sim.faults.add({ match: "mfl:export:weeklyResults", kind: "malformed" });
        const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        sim.faults.clear();
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.deepEqual([saved.body.confirmed, saved.body.lineup], [false, null]);
        assert.match(saved.body.detail, /could not be read back/);
        assert.deepEqual(await simStarters(week), [...starters].sort(), "MFL did save it");
        await open();
      });

      await t.step("a save checks against the league's settings read as the caller: the service role needs no read of them", async () => {
        await db.sql("revoke select on public.league_settings from service_role");
        try {
          const qbs = roster.filter((p) => p.position === "QB").map((p) => p.id);
          const others = current.filter((id) => !qbs.includes(id));
          sim.counters.reset();
          // The stored requirements still refuse a lineup breaking them, before MFL is asked.
          const bad = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...others, ...qbs].slice(0, 12) });
          assert.deepEqual([bad.status, bad.body.error], [422, "Lineup Invalid"]);
          const starters = swapped();
          const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
          assert.equal(saved.status, 200, JSON.stringify(saved.body));
          assert.deepEqual(sim.counters.byEndpoint, { "mfl:import:lineup": 1, "mfl:export:weeklyResults": 1 });
          current = saved.body.lineup.starters;
        } finally {
          await db.sql("grant select on public.league_settings to service_role");
        }
      });

      await t.step("the caller's membership is their own read: row level security decides it at every lineup route", async () => {
        // A policy hiding this league's membership from its member (the service role still sees the row).
        await db.sql(
          `create policy "hide for the test" on public.user_leagues as restrictive for select to authenticated using (league_id <> '${LEAGUE}')`,
        );
        try {
          sim.counters.reset();
          for (const [method, path, body] of [
            ["POST", "/mfl/roster", { leagueId: LEAGUE, week }],
            ["GET", `/mfl/lineup?leagueId=${LEAGUE}&week=${week}`, undefined],
            ["POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: current }],
            ["GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&week=${week}`, undefined],
            ["GET", `/mfl/projected-points?leagueId=${LEAGUE}&playerIds=${current[0]}&week=${week}`, undefined],
          ] as const) {
            const { status, body: answer } = await call(method, path, body);
            assert.deepEqual([status, answer.error], [404, "League not found or MFL not connected"], `${method} ${path}`);
          }
          assert.equal(sim.counters.total, 0);
        } finally {
          await db.sql(`drop policy "hide for the test" on public.user_leagues`);
        }
      });

      await t.step("the caller's franchise cannot be checked (database failure): 'Failed to validate franchise ownership'", async () => {
        // The caller's read of their membership fails.
        await db.sql("revoke select on public.user_leagues from authenticated");
        try {
          sim.counters.reset();
          const failed = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: current });
          assert.equal(failed.status, 503);
          assert.match(failed.body.error, /^Failed to validate franchise ownership/);
          assert.equal(sim.counters.total, 0);
        } finally {
          await db.sql("grant select on public.user_leagues to authenticated");
        }
      });

      await t.step("a starter whose game has kicked off (by MFL's clock) cannot be moved: 422 naming him, nothing sent", async () => {
        // The first kickoff among the starters that have a bench player of their position to come in.
        const candidates = roster.filter((p) => current.includes(p.id) && p.opponent?.kickoff_time && p.status === "ROSTER")
          .filter((p) => roster.some((q) => !current.includes(q.id) && q.status === "ROSTER" && q.position === p.position))
          .sort((a, b) => Date.parse(a.opponent.kickoff_time) - Date.parse(b.opponent.kickoff_time));
        const target = candidates.find((p) => !p.locked) ?? candidates[0];
        assert.ok(target, "a starter with a game and a bench player at his position");
        // One minute after his kickoff on MFL's clock; MFL's schedule may not show the game under way yet.
        await simClock({ at: new Date(Date.parse(target.opponent.kickoff_time) + 60_000).toISOString(), frozen: true });
        try {
          const view = await open();
          assert.equal(roster.find((p) => p.id === target.id)!.locked, true, `${target.name} shows locked at ${view.asOf}`);
          const pair = roster.filter((p) => p.locked && current.includes(p.id))
            .map((out) => ({ out, into: roster.find((q) => !current.includes(q.id) && movable(q) && q.position === out.position) }))
            .find((pair) => pair.into);
          assert.ok(pair?.into, "a locked starter with an unlocked bench player at his position");
          sim.counters.reset();
          const starters = [...current.filter((id) => id !== pair.out.id), pair.into.id];
          const refused = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
          assert.equal(refused.status, 422);
          assert.equal(refused.body.error, `${pair.out.name} is locked: the game has started`);
          assert.deepEqual(refused.body.problems, [`${pair.out.name} is locked: his game has started`]);
          assert.equal(sim.counters.total, 0);
        } finally {
          await simClock({ preset: "default", frozen: true });
        }
        await open();
      });

      await t.step("MFL refusing the lineup (<error>) is its own text, 422; the simulator keeps what it had", async () => {
        // Week 11 is over: the page for it shows every player locked, and an unchanged lineup passes our checks.
        week = 11;
        await open();
        const before = await simStarters(11);
        const refused = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week: 11, starters: current });
        assert.equal(refused.status, 422, JSON.stringify(refused.body));
        assert.equal(refused.body.error, "Week 11 is over; lineups can no longer be changed");
        assert.equal(refused.body.refused, true);
        assert.deepEqual(await simStarters(11), before);
        week = 12;
        await open();
      });

      await t.step("MFL answering HTTP 503 to the import is 'MFL API returned …'; the next try, held back, says it was not sent", async () => {
        const starters = swapped();
        sim.faults.add({ match: "mfl:import:lineup", kind: "status", status: 503 });
        const failed = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        sim.faults.clear();
        assert.equal(failed.status, 502);
        assert.match(failed.body.error, /^MFL API returned HTTP 503: /);
        sim.counters.reset();
        const held = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        assert.equal(held.status, 503, JSON.stringify(held.body));
        assert.match(held.body.error, /^Your lineup was not sent: MyFantasyLeague is busy: try again in \d+ seconds?$/);
        assert.equal(held.body.notSent, true);
        assert.equal(importCalls(), 0, "nothing reached MFL");
        advance(10 * 60 * 1000);
      });

      await t.step("load failures answer the codes the screen maps to the spec's texts", async () => {
        const notMember = await call("POST", "/mfl/roster", { leagueId: "99999" });
        assert.deepEqual([notMember.status, notMember.body.error], [404, "League not found or MFL not connected"]);
        const signedOut = await call("POST", "/mfl/roster", { leagueId: LEAGUE }, null);
        assert.equal(signedOut.status, 401);
        assert.equal(signedOut.body.mflStatus, undefined, "'User not authenticated'");

        await db.sql(`update public.user_profile set mfl_cookie_enc = null where user_id = '${MEMBER}'`);
        const noCookie = await call("POST", "/mfl/roster", { leagueId: LEAGUE });
        assert.deepEqual([noCookie.status, noCookie.body.mflStatus], [400, "credentials_missing"], "'MFL credentials not found'");

        // MFL no longer accepts the session.
        const session = await new MflClient({ config }).login("demo", "demo123", YEAR);
        await storeMflSession(serviceClient(), MEMBER, { username: "demo", ...session });
        await fetch(`${sim.url}/_sim/cookies/expire`, { method: "POST", body: JSON.stringify({ username: "demo" }) }).then((r) => r.body?.cancel());
        const rejected = await call("GET", `/mfl/lineup?leagueId=${LEAGUE}&week=${week}`);
        assert.deepEqual([rejected.status, rejected.body.mflStatus], [401, "expired"], "'MFL authentication required'");

        await db.sql(`update public.user_profile set mfl_username = null where user_id = '${MEMBER}'`);
        const notConnected = await call("POST", "/mfl/roster", { leagueId: LEAGUE });
        assert.deepEqual([notConnected.status, notConnected.body.mflStatus], [400, "not_connected"], "'League not found or MFL not connected'");
      });
    }),
});
