// The lineup check across leagues on a real stack (the simulator, PostgreSQL with RLS, the real
// upstream layer): each problem the simulator is given shows up as a flag in its own league, a warm
// check asks MFL nothing, and Fix (Set Lineup's save with the proposed starters) costs one import
// and one read-back per league and leaves every lineup set; Check again reads rosters and lineups
// from MFL now.
import assert from "node:assert/strict";
import { lineupCheckResponseSchema } from "../_shared/contracts/lineup-check.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { type Json, MEMBER, withLeagueStack } from "../_testing/league-stack.ts";

const FRANCHISES: Record<string, string> = { "61408": "0003", "35112": "0007", "72901": "0011" };

Deno.test({
  name: "lineup check across leagues on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl: call, simExport, advance, session, otherIsolate }) => {
      for (const [league, franchise] of Object.entries(FRANCHISES)) {
        await db.sql(`update public.user_leagues set franchise_id = '${franchise}' where user_id = '${MEMBER}' and league_id = '${league}'`);
      }
      const check = async () => {
        const answer = await call("GET", "/mfl/lineup-check");
        assert.equal(answer.status, 200, JSON.stringify(answer.body).slice(0, 400));
        return lineupCheckResponseSchema.parse(answer.body);
      };
      const simStarters = async (league: string, week: number) => {
        const results = (await simExport("weeklyResults", league, `&W=${week}`)).weeklyResults;
        const franchises = ([] as Json[]).concat(results.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        return String(franchises.find((f) => f.id === FRANCHISES[league])!.starters).split(",").filter(Boolean).sort();
      };

      let week = 0;
      await t.step("every league of the caller has its line for the week in progress", async () => {
        const answer = await check();
        week = answer.week;
        assert.equal(week, 12);
        // In the order the sidebar lists the caller's leagues (oldest membership first).
        const { data: order } = await serviceClient().from("user_leagues").select("league_id").eq("user_id", MEMBER)
          .order("created_at").order("league_id");
        assert.deepEqual(answer.leagues.map((l) => [l.leagueId, l.franchiseId]), (order as Json[]).map((r) => [r.league_id, FRANCHISES[r.league_id]]));
        assert.equal(answer.leagues.length, Object.keys(FRANCHISES).length);
        for (const l of answer.leagues) {
          assert.notEqual(l.status, "unavailable", l.error);
          assert.ok(l.starters.length > 0, `${l.leagueId} has starters`);
          assert.ok(l.leagueName, "named from the league export");
        }
      });

      await t.step("a warm check asks MFL nothing", async () => {
        sim.counters.reset();
        await check();
        assert.equal(sim.counters.total, 0, JSON.stringify(sim.counters.byEndpoint));
      });

      // One problem per league: an injured player started, a player on bye started, a starter cut.
      const rosters: Record<string, Json[]> = {};
      const lineups: Record<string, string[]> = {};
      for (const league of Object.keys(FRANCHISES)) {
        rosters[league] = (await call("POST", "/mfl/roster", { leagueId: league, week })).body.players;
        lineups[league] = (await call("GET", `/mfl/lineup?leagueId=${league}&week=${week}`)).body.lineup.starters;
      }
      // The demo's rosters decide where each problem has a fix: 72901 is left as it is.
      const [injuredLeague, byeLeague, cutLeague] = ["35112", "61408", "61408"];
      const free = (p: Json) => !p.locked && p.status === "ROSTER";
      /** An unlocked starter with an unlocked bench player at his position (so a fix exists). */
      const replaceable = (league: string, not = "") =>
        rosters[league].find((p) =>
          free(p) && lineups[league].includes(p.id) && p.position !== not &&
          rosters[league].some((q) => free(q) && !lineups[league].includes(q.id) && q.position === p.position && q.bye_week !== week)
        )!;
      const hurt = replaceable(injuredLeague);
      const byePlayer = rosters[byeLeague].find((p) => free(p) && p.bye_week === week && !lineups[byeLeague].includes(p.id) &&
        rosters[byeLeague].some((q) => free(q) && lineups[byeLeague].includes(q.id) && q.position === p.position))!;
      const cut = replaceable(cutLeague, byePlayer?.position);
      assert.ok(hurt && cut && byePlayer, "a starter to hurt, one to cut and a bench player on bye");
      const byeStarters = (() => {
        const out = rosters[byeLeague].find((q) => free(q) && lineups[byeLeague].includes(q.id) && q.position === byePlayer.position)!;
        return [...lineups[byeLeague].filter((id) => id !== out.id), byePlayer.id];
      })();
      const control = (path: string, body: unknown) =>
        fetch(`${sim.url}/_sim/${path}`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());

      await t.step("the simulator's injuries, byes and a cut each show up as a flag in their own league", async () => {
        // Lineups submitted before the news: MFL keeps a submitted lineup whatever happens after.
        assert.equal((await call("POST", "/mfl/lineup", { leagueId: injuredLeague, week, starters: lineups[injuredLeague] })).status, 200);
        await control("injuries", { player: hurt.id, status: "Out", week });
        const saved = await call("POST", "/mfl/lineup", { leagueId: byeLeague, week, starters: byeStarters });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        // The cut starter stays in the lineup MFL holds (submitted before the cut).
        assert.deepEqual((await control("rosters", { league: cutLeague, franchise: FRANCHISES[cutLeague], release: [cut.id] })).released, [cut.id]);
        // Past the roster's and the injury report's freshness, as a later check would be.
        advance(61 * 60 * 1000);
        const answer = await check();
        const line = (league: string) => answer.leagues.find((l) => l.leagueId === league)!;
        const flagsIn = (league: string, id: string) => line(league).starters.find((s) => s.id === id)?.flags.map((f) => f.level) ?? [];
        assert.deepEqual(flagsIn(injuredLeague, hurt.id), ["out"]);
        assert.deepEqual(flagsIn(byeLeague, byePlayer.id), ["bye"]);
        assert.deepEqual(flagsIn(cutLeague, cut.id), ["not_on_roster"]);
        for (const [league, reason] of [[injuredLeague, "Out"], [byeLeague, "On bye"], [cutLeague, "Not on your roster any more"]]) {
          assert.equal(line(league).status, "attention", league);
          const reasons = line(league).proposal!.changes.map((c) => c.reason);
          assert.ok(reasons.includes(reason), `${league}: ${reasons.join(", ")}`);
        }
        assert.equal(answer.attention, 2);
        // Each flag in its own league only.
        for (const l of answer.leagues) {
          const flagged = l.starters.filter((s) => s.flags.some((f) => f.level !== "locked" && f.level !== "questionable" && f.level !== "doubtful")).map((s) => s.id);
          const expected = l.leagueId === injuredLeague ? [hurt.id] : l.leagueId === byeLeague ? [byePlayer.id, cut.id] : [];
          assert.deepEqual(flagged.sort(), expected.sort(), l.leagueId);
        }
      });

      await t.step("Fix per league: one import and one read-back each; the simulator holds the proposed lineup", async () => {
        const answer = await check();
        for (const line of answer.leagues.filter((l) => l.proposal)) {
          sim.counters.reset();
          const saved = await call("POST", "/mfl/lineup", { leagueId: line.leagueId, week, starters: line.proposal!.starters });
          assert.equal(saved.status, 200, JSON.stringify(saved.body));
          assert.equal(saved.body.confirmed, true);
          assert.deepEqual(sim.counters.byEndpoint, { "mfl:import:lineup": 1, "mfl:export:weeklyResults": 1 }, line.leagueId);
          assert.deepEqual(await simStarters(line.leagueId, week), [...line.proposal!.starters].sort());
        }
        const after = await check();
        assert.equal(after.attention, 0, JSON.stringify(after.leagues.map((l) => [l.leagueId, l.status, l.lineupFlags, l.starters.flatMap((s) => s.flags)])));
        assert.ok(after.leagues.every((l) => l.status === "set"));
      });

      await t.step("MFL failing: that league's line is its last good data, marked stale; the others are fresh", async () => {
        advance(6 * 60 * 1000);
        sim.faults.add({ match: "mfl:export:rosters", kind: "status", status: 503, league: cutLeague });
        try {
          const answer = await check();
          const line = answer.leagues.find((l) => l.leagueId === cutLeague)!;
          // A copy exists (from before): the last good data, marked stale; never a blank line.
          assert.equal(line.status, "set", JSON.stringify(line).slice(0, 300));
          assert.equal(line.stale, true);
          assert.match(line.message ?? "", /^Showing data from /);
          assert.ok(line.starters.length > 0);
          assert.ok(answer.leagues.filter((l) => l.leagueId !== cutLeague).every((l) => l.status === "set" && !l.stale));
        } finally {
          sim.faults.clear();
        }
      });

      await t.step("Check again (refresh=1) asks MFL for each league's roster and lineup now: a lineup changed on MFL's own site shows at once", async () => {
        // The owner starts the player on bye again, on MFL's site (straight at the simulator, not through the product).
        // Past the backoff the last step's MFL failure started (backoff_max_sec 120), within the lineup copy's freshness (600 s).
        advance(130 * 1000);
        const held = await simStarters(byeLeague, week);
        const benched = rosters[byeLeague].find((q) => free(q) && held.includes(q.id) && q.position === byePlayer.position && q.id !== cut.id)!;
        const starters = [...held.filter((id) => id !== benched.id), byePlayer.id];
        const host = (await (await fetch(`${sim.url}/_sim/info`)).json()).leagueHosts[byeLeague];
        const imported = await fetch(`${host}/2026/import?TYPE=lineup&L=${byeLeague}&W=${week}&STARTERS=${starters.join(",")}&JSON=1`, {
          headers: { Cookie: `MFL_USER_ID=${session.cookie}` },
        });
        assert.doesNotMatch(await imported.text(), /error/i);
        const flagged = (answer: { leagues: { leagueId: string; starters: { id: string; flags: { level: string }[] }[] }[] }) =>
          answer.leagues.find((l) => l.leagueId === byeLeague)!.starters.find((s) => s.id === byePlayer.id)?.flags.map((f) => f.level) ?? [];
        // Within the copies' freshness, a check answers from them: the lineup as it was.
        assert.deepEqual(flagged(await check()), []);
        sim.counters.reset();
        const again = await call("GET", "/mfl/lineup-check?refresh=1");
        assert.equal(again.status, 200);
        assert.deepEqual(flagged(lineupCheckResponseSchema.parse(again.body)), ["bye"]);
        const leagues = Object.keys(FRANCHISES).length;
        assert.equal(sim.counters.byEndpoint["mfl:export:rosters"], leagues, JSON.stringify(sim.counters.byEndpoint));
        assert.equal(sim.counters.byEndpoint["mfl:export:weeklyResults"], leagues, JSON.stringify(sim.counters.byEndpoint));
        // And the copies it brought serve the next plain check.
        assert.deepEqual(flagged(await check()), ["bye"]);
        const bad = await call("GET", "/mfl/lineup-check?refresh=yes");
        assert.equal(bad.status, 400);
      });

      await t.step("Set Lineup in another isolate shows the roster Check again brought, not the older copy in its own memory", async () => {
        const other = otherIsolate();
        const ids = async (ask: typeof call) => ((await ask("POST", "/mfl/roster", { leagueId: cutLeague, week })).body.players as Json[]).map((p) => p.id as string);
        const before = await ids(other);
        // Another starter cut on MFL's own site; the copies in both isolates are fresh for minutes yet.
        const gone = rosters[cutLeague].find((p) => free(p) && p.id !== cut.id && p.id !== byePlayer.id && before.includes(p.id))!;
        assert.deepEqual((await control("rosters", { league: cutLeague, franchise: FRANCHISES[cutLeague], release: [gone.id] })).released, [gone.id]);
        assert.ok((await ids(other)).includes(gone.id), "within the copy's freshness: the roster as it was");
        assert.equal((await call("GET", "/mfl/lineup-check?refresh=1")).status, 200);
        assert.ok(!(await ids(other)).includes(gone.id), "after Check again in the first isolate, the other shows the cut");
      });
    }),
});
