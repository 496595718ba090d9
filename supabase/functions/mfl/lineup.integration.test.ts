// Set Lineup end to end on a real stack (see _testing/league-stack.ts): the caller's own franchise
// only, the roster and lineup as the simulator holds them, saving (one import, one read-back),
// the lineup rules and locks refused before MFL is asked, and an import answered with HTML.
import assert from "node:assert/strict";
import { type Json, MEMBER, withLeagueStack, YEAR } from "../_testing/league-stack.ts";

const LEAGUE = "61408";
const DEMO_FRANCHISE = "0003";

Deno.test({
  name: "set lineup on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl: call, simExport }) => {
      await db.sql(`update public.user_leagues set franchise_id = '${DEMO_FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`);
      const simStarters = async (week: number) => {
        const results = (await simExport("weeklyResults", LEAGUE, `&W=${week}`)).weeklyResults;
        const franchises = ([] as Json[]).concat(results.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        const own = franchises.find((f) => f.id === DEMO_FRANCHISE)!;
        return String(own.starters).split(",").filter(Boolean).sort();
      };

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
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"] ?? 0, 0);
      });

      let roster: Json[] = [];
      let week = 0;
      let current: string[] = [];
      await t.step("roster and lineup are the simulator's", async () => {
        const r = await call("POST", "/mfl/roster", { leagueId: LEAGUE });
        assert.equal(r.status, 200);
        week = r.body.week;
        roster = r.body.players;
        assert.equal(r.body.franchiseId, DEMO_FRANCHISE);
        const simRoster = ([] as Json[]).concat((await simExport("rosters", LEAGUE, `&FRANCHISE=${DEMO_FRANCHISE}`)).rosters.franchise)[0];
        assert.deepEqual(roster.map((p) => p.id).sort(), ([] as Json[]).concat(simRoster.player).map((p) => p.id).sort());
        assert.ok(roster.every((p) => p.name && !p.name.startsWith("Player ")), "named");
        assert.ok(roster.some((p) => p.opponent), "opponents from the NFL schedule");
        const l = await call("GET", `/mfl/lineup?leagueId=${LEAGUE}&week=${week}`);
        assert.equal(l.status, 200);
        current = l.body.lineup.starters;
        assert.deepEqual([...current].sort(), await simStarters(week));
      });

      const swap = () => {
        const open = (p: Json) => !p.locked && p.status === "ROSTER";
        for (const out of roster.filter((p) => current.includes(p.id) && open(p))) {
          const into = roster.find((p) => !current.includes(p.id) && open(p) && p.position === out.position);
          if (into) return { out, into };
        }
        throw new Error("no unlocked starter with an unlocked bench player at his position");
      };

      await t.step("a valid change is saved with one import and one read-back; the answer is what MFL holds", async () => {
        const { out, into } = swap();
        const starters = [...current.filter((id) => id !== out.id), into.id];
        sim.counters.reset();
        const saved = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.equal(saved.body.message, "Lineup saved successfully!");
        console.log(`MFL calls for one save: ${sim.counters.total} ${JSON.stringify(sim.counters.byEndpoint)}`);
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"], 1);
        assert.equal(sim.counters.byEndpoint["mfl:export:weeklyResults"], 1, "one read-back");
        assert.deepEqual([...saved.body.lineup.starters].sort(), [...starters].sort());
        assert.deepEqual(await simStarters(week), [...starters].sort(), "the simulator holds the chosen starters");
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
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"] ?? 0, 0);
      });

      await t.step("moving a player whose game has kicked off is refused, naming him", async () => {
        const locked = roster.find((p) => p.locked && current.includes(p.id));
        if (!locked) return console.log("no locked starter at the simulator's moment: step skipped");
        const into = roster.find((p) => !p.locked && !current.includes(p.id) && p.position === locked.position && p.status === "ROSTER");
        if (!into) return console.log("no bench player to swap for the locked starter: step skipped");
        sim.counters.reset();
        const refused = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...current.filter((id) => id !== locked.id), into.id] });
        assert.equal(refused.status, 422);
        assert.match(refused.body.error, new RegExp(`^${locked.name} is locked`));
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"] ?? 0, 0);
      });

      await t.step("an import answered with HTML is 'Save status unclear', never reported as saved", async () => {
        const { out, into } = swap();
        sim.faults.add({ match: "mfl:import:lineup", kind: "malformed" });
        const unclear = await call("POST", "/mfl/lineup", { leagueId: LEAGUE, week, starters: [...current.filter((id) => id !== out.id), into.id] });
        sim.faults.clear();
        assert.equal(unclear.status, 502);
        assert.deepEqual([unclear.body.error, unclear.body.unclear], ["Save status unclear", true]);
      });

      await t.step("league settings: fetched from MFL once, then read from the table", async () => {
        const stored = await call("POST", "/mfl/league-settings", { leagueId: LEAGUE, year: YEAR });
        assert.equal(stored.status, 200);
        const league = ((await simExport("league", LEAGUE)).league) as Json;
        assert.deepEqual(stored.body.league.startingPositions, ([] as Json[]).concat(league.starters.position).map((p) => ({ name: p.name, limit: p.limit })));
        assert.equal(stored.body.league.source, "mfl");
      });
    }),
});
