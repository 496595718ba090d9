// Rosters, Top Players, the schedule and injuries end to end on a real stack (see _testing/league-stack.ts), their
// numbers compared with the simulator's own exports, and what they cost MFL cold and a week later.
import assert from "node:assert/strict";
import { userToken } from "../_testing/helpers.ts";
import { type Json, STRANGER, withLeagueStack } from "../_testing/league-stack.ts";

const WEEK_SECONDS = 7 * 24 * 3600;

Deno.test({
  name: "league pages (rosters, top players, schedule, injuries) on the simulator and a real database",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, db, get, simExport, advance }) => {
      await t.step("a stranger gets 'Access denied to league' for rosters and top players; MFL is not asked", async () => {
        sim.counters.reset();
        const stranger = await userToken(STRANGER);
        for (const path of ["/rosters?leagueId=61408", "/top-players?leagueId=61408", "/league-schedule?leagueId=61408"]) {
          const { status, body } = await get(path, stranger);
          assert.deepEqual([status, body.error], [403, "Access denied to league"], path);
        }
        assert.equal(sim.counters.total, 0);
      });

      await t.step("bad input is a 400 naming the problem", async () => {
        const cases: [string, RegExp][] = [
          ["/rosters", /^Invalid request: leagueId is required$/],
          ["/top-players?leagueId=61408&page=0", /page must be at least 1/],
          ["/top-players?leagueId=61408&limit=1000000000", /limit must be at most 9999/],
          ["/top-players?leagueId=6x", /leagueId must have digits only/],
          [`/injuries?player_ids=${Array.from({ length: 10_000 }, (_, i) => i).join(",")}`, /player_ids must be at most/],
          ["/injuries?player_ids=abc,12", /player_ids must be MFL player ids/],
          ["/injuries", /player_ids is required/],
        ];
        for (const [path, error] of cases) {
          const { status, body } = await get(path);
          assert.equal(status, 400, path.slice(0, 60));
          assert.match(body.error, error);
        }
      });

      await t.step("top players cold: each export once; weekly scores equal the simulator's playerScores", async () => {
        sim.counters.reset();
        const { status, body } = await get("/top-players?leagueId=61408&limit=9999&includeWeekly=true");
        assert.equal(status, 200);
        const calls = sim.counters.byEndpoint;
        console.log(`MFL calls to build Top Players cold: ${sim.counters.total} ${JSON.stringify(calls)}`);
        assert.equal(calls["mfl:export:playerScores"], 1, "one season-by-week call for every past week");
        for (const type of ["rosters", "players", "nflByeWeeks"]) assert.equal(calls[`mfl:export:${type}`], 1, type);
        // The host's current week, and once a season-wide schedule (W=ALL) for the drawer's opponents.
        assert.equal(calls["mfl:export:nflSchedule"], 2, "nflSchedule");
        // The league export teaches the league's host: a cold isolate's first call is redirected once.
        assert.ok(calls["mfl:export:league"] <= 2, JSON.stringify(calls));

        const players = body.players as Json[];
        assert.ok(players.length > 300, `${players.length} players`);
        const totals = players.map((p) => p.total_points);
        assert.deepEqual(totals, [...totals].sort((a, b) => b - a), "best first");
        const week3 = new Map(((await simExport("playerScores", "61408", "&W=3")).playerScores.playerScore as Json[])
          .filter((s) => s.score !== "").map((s) => [s.id, Number(s.score)]));
        for (const p of players.slice(0, 25)) {
          if (week3.has(p.player_id)) assert.equal(p.weekly_scores["3"], week3.get(p.player_id), `week 3 of ${p.name}`);
          const sum = Object.values(p.weekly_scores as Record<string, number>).reduce((a, b) => a + b, 0);
          assert.ok(Math.abs(p.total_points - sum) < 0.005, `total of ${p.name}`);
          assert.ok(Math.abs(p.avg_points - sum / Object.keys(p.weekly_scores).length) < 0.006, `average of ${p.name}`);
        }
      });

      await t.step("the schedule view: every franchise's opponent in every week is the simulator's schedule, named", async () => {
        const { status, body } = await get("/league-schedule?leagueId=61408");
        assert.equal(status, 200, JSON.stringify(body));
        const sim = ([] as Json[]).concat((await simExport("schedule", "61408")).schedule.weeklySchedule);
        const expected = sim.flatMap((w) =>
          ([] as Json[]).concat(w.matchup ?? []).flatMap((m) => {
            const sides = ([] as Json[]).concat(m.franchise);
            return sides.map((f) => `${w.week}:${f.id}:${sides.find((o) => o.id !== f.id)?.id ?? "TBD"}`);
          })
        ).filter((k) => Number(k.split(":")[0]) >= body.weeks.first && Number(k.split(":")[0]) <= body.weeks.last).sort();
        const ours = (body.schedule as Json[]).flatMap((w) => (w.games as Json[]).map((g) => `${w.week}:${g.franchiseId}:${g.opponentId ?? "TBD"}`)).sort();
        assert.ok(expected.length > 0, "the simulator schedules games");
        assert.deepEqual(ours, expected);
        const named = (body.schedule as Json[]).flatMap((w) => w.games as Json[]);
        assert.ok(named.every((g) => g.franchiseName && !g.franchiseName.startsWith("Team ")), "franchises named from the league");
        assert.deepEqual((body.schedule as Json[]).map((w) => w.week), [...new Set((body.schedule as Json[]).map((w) => w.week))].sort((a, b) => a - b));
      });

      await t.step("rosters equal the simulator's rosters; names, byes and injuries from the reference data", async () => {
        const { status, body } = await get("/rosters?leagueId=61408");
        assert.equal(status, 200);
        const simRosters = (await simExport("rosters", "61408")).rosters.franchise as Json[];
        const rosters = body.rosters as Json[];
        assert.equal(rosters.length, simRosters.length);
        for (const f of simRosters) {
          const ours = rosters.find((r) => r.franchise_id === f.id)!;
          const simPlayers = ([] as Json[]).concat(f.player ?? []);
          assert.deepEqual(ours.players.map((p: Json) => p.player_id).sort(), simPlayers.map((p) => p.id).sort(), `roster of ${f.id}`);
          for (const p of simPlayers) assert.equal(ours.players.find((x: Json) => x.player_id === p.id).status, p.status);
        }
        const everyone = rosters.flatMap((r) => r.players as Json[]);
        assert.ok(everyone.every((p) => p.full_name && !p.full_name.startsWith("Player ")), "every rostered player is named");
        assert.ok(everyone.filter((p) => p.position !== "Def").every((p) => Number.isInteger(p.bye_week)), "bye weeks for players");

        const top = (await get("/top-players?leagueId=61408")).body.players as Json[];
        const owner = new Map(rosters.flatMap((r) => (r.players as Json[]).map((p) => [p.player_id, r.franchise_name])));
        for (const p of top.slice(0, 50)) assert.equal(p.roster_team, owner.get(p.player_id) ?? null, p.name);
        assert.ok(top.some((p) => !p.is_rostered) && top.some((p) => p.is_rostered), "free agents and rostered players");

        const injured = everyone.filter((p) => p.injury_status);
        if (injured.length > 0) {
          const ids = injured.slice(0, 5).map((p) => p.player_id);
          const { status: s, body: report } = await get(`/injuries?player_ids=${ids.join(",")},1`);
          assert.equal(s, 200);
          assert.deepEqual((report as Json[]).map((r) => r.player_id).sort(), [...ids].sort(), "only players with a status");
          for (const r of report as Json[]) assert.equal(r.status, injured.find((p) => p.player_id === r.player_id)!.injury_status);
        }
      });

      await t.step("one week later: past weeks cost nothing, only the week that ended and the current week are asked", async () => {
        sim.world.clock.step(WEEK_SECONDS);
        advance(WEEK_SECONDS * 1000);
        // The member's MFL session lasts a day: a week later it is one they renewed.
        await db.sql("update public.user_profile set mfl_cookie_expires_at = now() + interval '30 days'");
        sim.counters.reset();
        const { status, body } = await get("/top-players?leagueId=61408&limit=5");
        assert.equal(status, 200);
        assert.equal(body.players.length, 5);
        const calls = sim.counters.byEndpoint;
        console.log(`MFL calls for Top Players one week later: ${sim.counters.total} ${JSON.stringify(calls)}`);
        assert.equal(calls["mfl:export:playerScores"], 2, "two single weeks, not the season");
        const again = sim.counters.total;
        await get("/top-players?leagueId=61408&limit=5");
        assert.equal(sim.counters.total, again, "warm: no MFL call");
      });
    }),
});
