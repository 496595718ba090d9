// Points left on the bench end to end on a real stack (_testing/league-stack.ts, the simulator's
// Sunday of week 12): the first look answers at once with the weeks the server holds (none) and
// reads the finished ones from MFL after the answer; then every finished week is counted, each the
// best lineup in hindsight by a brute force over the simulator's own players and scores, the
// played total the simulator's; a later look costs MFL nothing; League Scoring's finished week
// carries the same figures per team.
import assert from "node:assert/strict";
import type { LineupCandidate } from "../_shared/contracts/lineup-optimizer.ts";
import { clearSettingsCache } from "../_shared/settings.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { bruteForce } from "../_testing/lineup-profiles.ts";
import { type Json, MEMBER, withLeagueStack } from "../_testing/league-stack.ts";

const LEAGUE = "61408";
const FRANCHISE = "0003";
const YEAR = 2026;
const FINISHED = Array.from({ length: 11 }, (_, i) => i + 1);

Deno.test({
  name: "points left on the bench on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl, simExport }) => {
      await db.sql(`update public.user_leagues set franchise_id = '${FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`);
      const settings = await mfl("POST", "/mfl/league-settings", { leagueId: LEAGUE, year: YEAR });
      assert.equal(settings.status, 200, JSON.stringify(settings.body));
      const bench = () => mfl("GET", `/mfl/bench-points?leagueId=${LEAGUE}`);
      const storedWeeks = async () => (await serviceClient().from("league_week_scores").select("week").eq("league_id", LEAGUE)).data?.length ?? 0;

      await t.step("first look: nothing held yet, answered at once; the finished weeks are read from MFL after it, charged to nobody", async () => {
        // About 30 calls fill the season: with the member's allowance at 10 a minute, a fill charged
        // to the member would stop at its tenth call (and leave the member's own reads refused).
        await db.sql(`update public.system_settings set value = '10'::jsonb where key = 'hard_cap_rpm_per_user'`);
        clearSettingsCache();
        const { status, body } = await bench();
        assert.equal(status, 200, JSON.stringify(body));
        assert.deepEqual([body.franchiseId, body.bestBall, body.weeks, body.season, body.pendingWeeks], [FRANCHISE, false, [], null, FINISHED]);
        const deadline = Date.now() + 90_000;
        while (await storedWeeks() < FINISHED.length) {
          assert.ok(Date.now() < deadline, `only ${await storedWeeks()} of 11 weeks stored in 90 s`);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const own = await mfl("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}`);
        assert.equal(own.status, 200, `the member's own read still answered: ${JSON.stringify(own.body)}`);
      });

      let answer: Json = {};
      await t.step("then every finished week: played is the simulator's score, best the brute-force optimum in hindsight", async () => {
        // The stored weeks are read as the member (row level security): the service role needs no read of them.
        await db.sql("revoke select on public.league_week_scores from service_role");
        const { status, body } = await bench().finally(() => db.sql("grant select on public.league_week_scores to service_role"));
        assert.equal(status, 200);
        answer = body;
        assert.deepEqual(body.weeks.map((w: Json) => w.week), FINISHED);
        assert.deepEqual(body.pendingWeeks, []);
        assert.ok(body.weeks.some((w: Json) => w.leftOnBench > 0), "the simulator's owners do not always start their best");
        const rules = {
          startingPositions: settings.body.league.startingPositions,
          starterCount: settings.body.league.starterCount,
          maxStarters: settings.body.league.maxStarters,
          rosterSize: 30,
          injuredReserve: 0,
        };
        for (const week of [1, 6, 11]) {
          const live = (await simExport("liveScoring", LEAGUE, `&W=${week}&DETAILS=1`)).liveScoring;
          const own = ([] as Json[]).concat(live.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise)).find((f) => f.id === FRANCHISE)!;
          const players = ([] as Json[]).concat(own.players.player);
          const { data } = await serviceClient().from("nfl_players").select("player_id,position").eq("year", YEAR).in("player_id", players.map((p) => p.id));
          const position = new Map((data as Json[]).map((p) => [p.player_id, p.position]));
          const roster: LineupCandidate[] = players.map((p) => ({
            id: p.id, position: position.get(p.id) ?? "", points: Number(p.score), starter: p.status === "starter", locked: false,
          }));
          const ours = body.weeks.find((w: Json) => w.week === week);
          assert.equal(ours.played, Number(own.score), `week ${week}: played is MFL's score`);
          const optimum = bruteForce(rules, roster)!;
          assert.ok(Math.abs(ours.best - Math.max(optimum.total, ours.played)) < 0.011, `week ${week}: ${ours.best} ≠ ${optimum.total}`);
          assert.ok(Math.abs(ours.leftOnBench - (ours.best - ours.played)) < 0.011);
        }
        const played = body.weeks.reduce((n: number, w: Json) => n + w.played, 0);
        const best = body.weeks.reduce((n: number, w: Json) => n + w.best, 0);
        assert.ok(Math.abs(body.season.played - played) < 0.011 && Math.abs(body.season.best - best) < 0.011);
        assert.ok(Math.abs(body.season.efficiency - body.season.played / body.season.best) < 1e-9);
        assert.ok(body.season.efficiency > 0 && body.season.efficiency <= 1);
      });

      await t.step("a later look reads only what is stored: no MFL call for a finished week", async () => {
        sim.counters.reset();
        const { status, body } = await bench();
        assert.equal(status, 200);
        assert.deepEqual(body.weeks, answer.weeks);
        const weekCalls = sim.counters.log.filter((r) => ["mfl:export:liveScoring", "mfl:export:projectedScores"].includes(r.endpoint));
        assert.deepEqual(weekCalls, []);
      });

      await t.step("League Scoring's finished week: each team with the best lineup in hindsight, the caller's as on the dashboard", async () => {
        const { status, body } = await mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=11`);
        assert.equal(status, 200);
        const teams = (body.matchups as Json[]).flatMap((m) => m.teams as Json[]);
        assert.ok(teams.every((team) => team.hindsight && team.hindsight.best >= team.hindsight.played));
        assert.deepEqual(teams.find((team) => team.franchiseId === FRANCHISE)!.hindsight, (({ week: _, ...w }) => w)(answer.weeks.at(-1)));
        const current = await mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}`);
        assert.ok((current.body.matchups as Json[]).flatMap((m) => m.teams as Json[]).every((team) => team.hindsight === undefined), "not for a week still on");
      });

      await t.step("bad input is a 400; another user's league is not theirs", async () => {
        assert.equal((await mfl("GET", "/mfl/bench-points?leagueId=abc")).status, 400);
        assert.equal((await mfl("GET", "/mfl/bench-points?leagueId=99999")).status, 404);
      });
    }),
});
