// League scoring end to end on a real stack (see _testing/league-stack.ts): numbers equal the
// simulator's liveScoring, one MFL call per league and week whatever the number of viewers, scores
// moving when the simulator's clock does, and the caller's own franchise only for a personal answer.
import assert from "node:assert/strict";
import { type Json, MEMBER, withLeagueStack } from "../_testing/league-stack.ts";

const LEAGUE = "61408";
const DEMO_FRANCHISE = "0003";

Deno.test({
  name: "league scoring on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl, simExport, advance }) => {
      await db.sql(`update public.user_leagues set franchise_id = '${DEMO_FRANCHISE}' where user_id = '${MEMBER}' and league_id = '${LEAGUE}'`);
      const simScores = async (week: number) => {
        const live = (await simExport("liveScoring", LEAGUE, `&W=${week}&DETAILS=1`)).liveScoring;
        const franchises = ([] as Json[]).concat(live.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        return new Map(franchises.map((f) => [f.id, Number(f.score)]));
      };

      let week = 0;
      await t.step("the week MFL is scoring, every matchup with both teams, equal to the simulator's liveScoring", async () => {
        const { status, body } = await mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}`);
        assert.equal(status, 200, JSON.stringify(body));
        week = body.week;
        assert.equal(body.leagueName, "Gridiron Gazette League");
        assert.equal(body.matchups.length, 6, "12 teams, 6 pairings");
        const scores = await simScores(week);
        for (const m of body.matchups as Json[]) {
          assert.equal(m.teams.length, 2);
          for (const team of m.teams as Json[]) {
            assert.equal(team.totalPoints, scores.get(team.franchiseId), `team ${team.franchiseId}`);
            assert.ok(team.starters.length > 0 && team.franchiseName && !team.franchiseName.startsWith("Team "));
            assert.ok((team.starters as Json[]).every((p) => p.name && !p.name.startsWith("Player ")), "starters named");
            for (const p of [...team.starters, ...team.bench] as Json[]) {
              assert.ok(!(p.isPlaying && p.hasPlayed), "never both live and final");
              if (p.isBye) assert.ok(!p.isPlaying && !p.hasPlayed, "a bye is neither live nor final");
            }
          }
        }
      });

      await t.step("personal: the caller's franchise and its opponent; another franchise is 403 without asking MFL", async () => {
        const { status, body } = await mfl("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&franchiseId=${DEMO_FRANCHISE}`);
        assert.equal(status, 200);
        assert.equal(body.yourTeam.franchiseId, DEMO_FRANCHISE);
        assert.ok(body.opponent && body.opponent.franchiseId !== DEMO_FRANCHISE);
        sim.counters.reset();
        const other = await mfl("GET", `/mfl/scoring?type=personal&leagueId=${LEAGUE}&franchiseId=0009`);
        assert.deepEqual([other.status, other.body.error], [403, "Access denied"]);
        assert.equal(sim.counters.total, 0);
      });

      await t.step("20 viewers at once within a poll interval: no MFL call; after it, one; scores move with the simulator", async () => {
        sim.counters.reset();
        await Promise.all(Array.from({ length: 20 }, () => mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=${week}`)));
        // The week named (W=12) is another copy than the week MFL chose (no W): one call for twenty viewers.
        assert.equal(sim.counters.byEndpoint["mfl:export:liveScoring"], 1, "one call, shared");
        sim.counters.reset();
        await Promise.all(Array.from({ length: 20 }, () => mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=${week}`)));
        assert.equal(sim.counters.byEndpoint["mfl:export:liveScoring"] ?? 0, 0, "within the poll interval: the shared copy");
        const before = await simScores(week);
        sim.world.clock.step(20 * 60);
        advance(5 * 60_000); // past both poll intervals
        sim.counters.reset();
        const answers = await Promise.all(Array.from({ length: 20 }, () => mfl("GET", `/mfl/scoring?type=league&leagueId=${LEAGUE}&week=${week}`)));
        assert.equal(sim.counters.byEndpoint["mfl:export:liveScoring"], 1, JSON.stringify(sim.counters.byEndpoint));
        const after = await simScores(week);
        const ours = new Map((answers[0].body.matchups as Json[]).flatMap((m) => m.teams as Json[]).map((t) => [t.franchiseId, t.totalPoints]));
        assert.deepEqual(ours, after, "the new scores");
        assert.ok([...after].some(([id, score]) => before.get(id) !== score), "twenty minutes of football changed a score");
      });

      await t.step("projected points: the league's own projections, one MFL call shared by every viewer for the day", async () => {
        sim.counters.reset();
        const { status, body } = await mfl("GET", `/mfl/projected-points?leagueId=${LEAGUE}`);
        assert.equal(status, 200, JSON.stringify(body));
        const all = body.projectedPoints as Record<string, { projectedPoints: number }>;
        const ids = Object.keys(all).slice(0, 3);
        assert.ok(ids.length === 3, "players projected");
        const simRows = ([] as Json[]).concat((await simExport("projectedScores", LEAGUE, `&W=${body.week}`)).projectedScores.playerScore);
        for (const id of ids) assert.equal(all[id].projectedPoints, Number(simRows.find((r) => r.id === id)!.score), `player ${id}`);
        assert.equal(sim.counters.byEndpoint["mfl:export:projectedScores"], 2, "ours once, and the test's own read of the simulator");
        sim.counters.reset();
        const some = await Promise.all(Array.from({ length: 10 }, () => mfl("GET", `/mfl/projected-points?leagueId=${LEAGUE}&playerIds=${ids.join(",")}`)));
        assert.deepEqual(Object.keys(some[0].body.projectedPoints).sort(), [...ids].sort(), "only the players asked for");
        assert.equal(sim.counters.byEndpoint["mfl:export:projectedScores"] ?? 0, 0, "ten more viewers: the shared copy");
      });

      await t.step("bad input is a 400", async () => {
        for (const path of ["/mfl/scoring?type=x&leagueId=61408", "/mfl/scoring?leagueId=61408&week=40", "/mfl/scoring?type=league", "/mfl/projected-points?leagueId=61408&playerIds=x,1"]) {
          const { status } = await mfl("GET", path);
          assert.equal(status, 400, path);
        }
      });
    }),
});
