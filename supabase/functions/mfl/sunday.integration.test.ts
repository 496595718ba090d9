// The Sunday command center end to end on a real stack (_testing/league-stack.ts), the simulator's
// clock frozen at its Sunday (early games live): for and against per game equal the simulator's
// liveScoring and rosters, the page costs no MFL call beyond the shared copies Live Scoring reads,
// each matchup's win probability is the one League Matchups shows, a league whose host fails is
// named while the others answer, another user sees nothing of the caller's leagues.
import assert from "node:assert/strict";
import { userToken } from "../_testing/helpers.ts";
import { type Json, MEMBER, STRANGER, withLeagueStack } from "../_testing/league-stack.ts";
import { forgetSeasonSpreads } from "../_shared/league-data/season-spreads.ts";
import { forgetKeptWeekScores } from "../_shared/league-data/kept-week-scores.ts";

const FRANCHISES: Record<string, string> = { "61408": "0003", "35112": "0007", "72901": "0011" };
const LIVE = "mfl:export:liveScoring";

Deno.test({
  name: "the Sunday command center on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, mfl, simExport, advance }) => {
      forgetSeasonSpreads();
      forgetKeptWeekScores();
      for (const [league, franchise] of Object.entries(FRANCHISES)) {
        await db.sql(`update public.user_leagues set franchise_id = '${franchise}' where user_id = '${MEMBER}' and league_id = '${league}'`);
      }
      /** The simulator's liveScoring of a league: franchise → score and starters (id → score). */
      const simWeek = async (league: string, week: number) => {
        const live = (await simExport("liveScoring", league, `&W=${week}&DETAILS=1`)).liveScoring;
        const franchises = ([] as Json[]).concat(live.matchup ?? []).flatMap((m) => ([] as Json[]).concat(m.franchise));
        return new Map(franchises.map((f) => [f.id, {
          score: Number(f.score),
          starters: new Map(([] as Json[]).concat(f.players?.player ?? []).filter((p) => p.status === "starter").map((p) => [p.id, Number(p.score)])),
        }]));
      };
      const sunday = () => mfl("GET", "/mfl/sunday");

      let body: Json = {};
      await t.step("every NFL game of the week, live first, then upcoming by kickoff, then final", async () => {
        const answer = await sunday();
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        body = answer.body;
        assert.equal(body.week, 12);
        assert.deepEqual(body.failedLeagues, []);
        const states = (body.games as Json[]).map((g) => g.state);
        assert.ok(states.includes("live") && states.includes("upcoming"), states.join());
        const rank = { live: 0, upcoming: 1, final: 2 } as Record<string, number>;
        assert.deepEqual(states, [...states].sort((a, b) => rank[a] - rank[b]));
        const upcoming = (body.games as Json[]).filter((g) => g.state === "upcoming").map((g) => Date.parse(g.kickoff));
        assert.deepEqual(upcoming, [...upcoming].sort((a, b) => a - b));
        const live = (body.games as Json[]).filter((g) => g.state === "live").map((g) => g.stake);
        assert.deepEqual(live, [...live].sort((a, b) => b - a), "the live game with the most at stake first");
        for (const g of body.games as Json[]) assert.match(g.gameID, /^\d{8}_[A-Z]{2,3}@[A-Z]{2,3}$/);
      });

      await t.step("for and against in each league add up to the simulator's scores of the caller and their opponent", async () => {
        for (const [league, franchise] of Object.entries(FRANCHISES)) {
          const sim = await simWeek(league, body.week);
          const matchup = (body.matchups as Json[]).find((m) => m.leagueId === league)!;
          assert.ok(matchup.opponent, `league ${league} has an opponent`);
          const entries = (body.games as Json[]).flatMap((g) => (g.leagues as Json[]).filter((l) => l.leagueId === league));
          const mine = sim.get(franchise)!;
          const theirs = sim.get(matchup.opponent.franchiseId)!;
          const forPlayers = new Map(entries.flatMap((l) => l.for as Json[]).map((p) => [p.id, p.points]));
          const againstPlayers = new Map(entries.flatMap((l) => l.against as Json[]).map((p) => [p.id, p.points]));
          for (const [id, points] of forPlayers) assert.equal(points, mine.starters.get(id), `league ${league}: my starter ${id}`);
          for (const [id, points] of againstPlayers) assert.equal(points, theirs.starters.get(id), `league ${league}: their starter ${id}`);
          const sum = (m: Map<string, number>) => Math.round([...m.values()].reduce((s, x) => s + x, 0) * 100) / 100;
          // Starters on a bye are in no game and score nothing: the games' points are the team's.
          assert.ok(Math.abs(sum(forPlayers) - mine.score) < 0.011, `league ${league}: ${sum(forPlayers)} for, ${mine.score} at the host`);
          assert.ok(Math.abs(sum(againstPlayers) - theirs.score) < 0.011, `league ${league}: ${sum(againstPlayers)} against, ${theirs.score} at the host`);
          assert.equal(matchup.points, mine.score);
          assert.equal(matchup.opponent.points, theirs.score);
        }
        for (const g of body.games as Json[]) {
          const total = (k: string) => Math.round((g.leagues as Json[]).reduce((s, l) => s + l[k], 0) * 100) / 100;
          assert.deepEqual([g.pointsFor, g.pointsAgainst, g.projectedFor, g.projectedAgainst], [total("pointsFor"), total("pointsAgainst"), total("projectedFor"), total("projectedAgainst")]);
          assert.equal(g.net, Math.round((g.projectedFor - g.projectedAgainst) * 100) / 100);
        }
      });

      await t.step("each matchup's win probability is the one League Matchups and Live Scoring answer", async () => {
        for (const league of Object.keys(FRANCHISES)) {
          const matchup = (body.matchups as Json[]).find((m) => m.leagueId === league)!;
          assert.ok(matchup.winProbability > 0 && matchup.winProbability < 1, String(matchup.winProbability));
          const personal = (await mfl("GET", `/mfl/scoring?type=personal&leagueId=${league}&week=${body.week}`)).body;
          assert.equal(personal.yourTeam.winProbability, matchup.winProbability);
          assert.equal(personal.opponent.winProbability, Math.round((1 - matchup.winProbability) * 1000) / 1000);
          const whole = (await mfl("GET", `/mfl/scoring?type=league&leagueId=${league}&week=${body.week}`)).body;
          for (const m of whole.matchups as Json[]) {
            if (m.teams.length === 2) assert.ok(Math.abs(m.teams[0].winProbability + m.teams[1].winProbability - 1) < 0.0011);
          }
        }
      });

      await t.step("20 viewers cost MFL nothing: the page reads the shared copies Live Scoring reads", async () => {
        sim.counters.reset();
        const answers = await Promise.all(Array.from({ length: 20 }, () => sunday()));
        assert.ok(answers.every((a) => a.status === 200));
        assert.equal(sim.counters.total, 0, JSON.stringify(sim.counters.log.map((r) => r.endpoint)));
      });

      await t.step("a league whose host fails is named; the other leagues answer", async () => {
        const fault = sim.faults.add({ match: LIVE, league: "72901", kind: "status", status: 503 });
        try {
          // Past its freshness the refresh fails: the copy the earlier steps left answers, marked
          // stale (with no copy at all the league is named as failed); the others answer.
          advance(10 * 60_000);
          const { status, body: after } = await sunday();
          assert.equal(status, 200, JSON.stringify(after));
          const failed = (after.failedLeagues as Json[]).map((f) => f.leagueId);
          const shown = (after.matchups as Json[]).map((m) => m.leagueId);
          assert.ok(shown.includes("61408") && shown.includes("35112"));
          if (failed.includes("72901")) assert.ok(!shown.includes("72901"));
          else assert.equal(after.stale, true, "the failing league's last copy, marked stale");
        } finally {
          sim.faults.remove(fault.id);
        }
      });

      await t.step("another user sees none of the caller's leagues; no token is 401", async () => {
        const { status, body: theirs } = await mfl("GET", "/mfl/sunday", undefined, await userToken(STRANGER));
        assert.equal(status, 200, JSON.stringify(theirs));
        assert.deepEqual(theirs.matchups, []);
        assert.ok((theirs.games as Json[]).length > 0 && (theirs.games as Json[]).every((g) => g.leagues.length === 0));
        assert.equal((await mfl("GET", "/mfl/sunday", undefined, null)).status, 401);
      });
    }),
});
