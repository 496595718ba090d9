// Set Lineup and the live scores of every other league kind the simulator hosts (local/sim/README.md
// "League kinds"), on a real stack (see _testing/league-stack.ts): IDP groups and a superflex count
// range saved and held by the simulator, a best-ball lineup refused before MFL is asked, two games a
// week, undecided playoff pairings as TBD (never a self-match), each league's weeks.
import assert from "node:assert/strict";
import { type Json, KIND_LEAGUE_FRANCHISES, withLeagueStack, YEAR } from "../_testing/league-stack.ts";

const list = (value: unknown): Json[] => (value === undefined ? [] : ([] as Json[]).concat(value as Json));

Deno.test({
  name: "league kinds on the simulator and a real database: lineups, live scores, TBD, weeks",
  sanitizeOps: false,
  sanitizeResources: false,
  fn: (t) =>
    withLeagueStack(async ({ sim, mfl: call, simExport }) => {
      const simClock = (body: Json) =>
        fetch(`${sim.url}/_sim/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
          .then((r) => r.json());
      const simStarters = async (league: string, week: number) => {
        const results = (await simExport("weeklyResults", league, `&W=${week}`)).weeklyResults;
        const franchises = [...list(results.matchup).flatMap((m) => list(m.franchise)), ...list(results.franchise)];
        const own = franchises.find((f) => f.id === KIND_LEAGUE_FRANCHISES[league])!;
        return String(own.starters).split(",").filter(Boolean).sort();
      };
      /** Opens the page as the screen does (lineup, roster, settings), then saves `pick(roster, requirements, current starters)`. */
      const openAndSave = async (league: string, pick: (roster: Json[], positions: Json[], current: string[]) => string[]) => {
        const lineup = await call("GET", `/mfl/lineup?leagueId=${league}`);
        const roster = await call("POST", "/mfl/roster", { leagueId: league });
        const settings = await call("POST", "/mfl/league-settings", { leagueId: league, year: YEAR });
        assert.deepEqual([lineup.status, roster.status, settings.status], [200, 200, 200], JSON.stringify([lineup.body, roster.body, settings.body]).slice(0, 400));
        const starters = pick(roster.body.players, settings.body.league.startingPositions, lineup.body.lineup.starters);
        const saved = await call("POST", "/mfl/lineup", { leagueId: league, week: roster.body.week, starters });
        return { lineup: lineup.body, week: roster.body.week as number, starters, saved, settings: settings.body.league };
      };
      /**
       * A lineup as a user would pick it on the screen: locked starters stay (their games have
       * begun), then each requirement's minimum (or `prefer`) from the players free to move, then
       * more while requirements have room, up to `count` starters.
       */
      const fill = (roster: Json[], positions: Json[], current: string[], count: number, prefer: Record<string, number> = {}) => {
        const chosen: string[] = roster.filter((p) => p.locked && current.includes(p.id)).map((p) => p.id);
        const free = roster.filter((p) => p.status === "ROSTER" && !p.locked);
        const takes = (name: string, p: Json) => name.split("+").includes(p.position);
        const inGroup = (name: string) => chosen.filter((id) => takes(name, roster.find((p) => p.id === id)!)).length;
        const limits = (limit: string) => String(limit).split("-").map(Number);
        for (const { name, limit } of positions) {
          const [min, max = min] = limits(limit);
          for (const p of free.filter((p) => takes(name, p) && !chosen.includes(p.id))) {
            if (inGroup(name) >= Math.min(prefer[name] ?? min, max)) break;
            chosen.push(p.id);
          }
        }
        for (const { name, limit } of positions) {
          const max = limits(limit).at(-1)!;
          for (const p of free.filter((p) => takes(name, p) && !chosen.includes(p.id))) {
            if (chosen.length >= count || inGroup(name) >= max) break;
            chosen.push(p.id);
          }
        }
        return chosen;
      };

      await t.step("IDP (28830): a lineup of DT+DE, LB and CB+S groups is saved and the simulator holds it", async () => {
        const { week, starters, saved, settings } = await openAndSave("28830", (roster, positions, current) => fill(roster, positions, current, 15));
        assert.ok(settings.startingPositions.some((p: Json) => p.name === "DT+DE"), JSON.stringify(settings.startingPositions));
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.deepEqual(await simStarters("28830", week), [...starters].sort());
      });

      await t.step("IDP (28830): a lineup over its limits is refused with the spec's texts, and nothing is sent", async () => {
        const roster = (await call("POST", "/mfl/roster", { leagueId: "28830" })).body;
        const lineup = (await call("GET", "/mfl/lineup?leagueId=28830")).body.lineup;
        const imports = sim.counters.byEndpoint["mfl:import:lineup"] ?? 0;
        const benchQb = roster.players.find((p: Json) => !lineup.starters.includes(p.id) && p.position === "QB");
        const refused = await call("POST", "/mfl/lineup", { leagueId: "28830", week: roster.week, starters: [...lineup.starters, benchQb.id] });
        assert.equal(refused.status, 422);
        assert.deepEqual(refused.body.problems, ["Must have exactly 1 QB (currently have 2)", "Must have exactly 15 starters (currently have 16)"]);
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"] ?? 0, imports, "MFL was not asked");
      });

      await t.step("superflex (53290): two QBs and ten starters (count 9-10) are saved and held", async () => {
        const { week, starters, saved, settings } = await openAndSave("53290", (roster, positions, current) => fill(roster, positions, current, 10, { QB: 2 }));
        assert.equal(settings.starterCount, "9-10");
        assert.equal(starters.length, 10);
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        assert.deepEqual(await simStarters("53290", week), [...starters].sort());
      });

      await t.step("best ball (19044): the lineup says MFL sets it; a save is refused before MFL is asked", async () => {
        const before = sim.counters.byEndpoint["mfl:import:lineup"] ?? 0;
        const { lineup, saved } = await openAndSave("19044", (roster, positions, current) => fill(roster, positions, current, 10));
        assert.equal(lineup.bestBall, true);
        assert.equal(saved.status, 422);
        assert.match(saved.body.error, /best ball league: MFL starts your best lineup/);
        assert.equal(sim.counters.byEndpoint["mfl:import:lineup"] ?? 0, before, "no import sent");
        assert.equal((await call("GET", "/mfl/lineup?leagueId=28830")).body.bestBall, false);
      });

      await t.step("two games a week (66120): both opponents, as the simulator pairs them, in the personal and league answers", async () => {
        const mine = KIND_LEAGUE_FRANCHISES["66120"];
        const live = (await simExport("liveScoring", "66120")).liveScoring;
        const pairs = list(live.matchup).map((m) => list(m.franchise).map((f) => f.id));
        const expected = pairs.filter((ids) => ids.includes(mine)).map((ids) => ids.find((id) => id !== mine));
        assert.equal(expected.length, 2);
        const personal = await call("GET", `/mfl/scoring?type=personal&leagueId=66120`);
        assert.equal(personal.status, 200, JSON.stringify(personal.body));
        assert.deepEqual(personal.body.opponents.map((o: Json) => o.franchiseId), expected);
        assert.deepEqual([personal.body.headToHead, personal.body.opponentUndecided], [true, false]);
        const league = await call("GET", `/mfl/scoring?type=league&leagueId=66120`);
        assert.deepEqual(league.body.matchups.map((m: Json) => m.teams.map((t: Json) => t.franchiseId)), pairs);
        assert.deepEqual(league.body.weeks, { first: 1, last: 15 });
      });

      await t.step("each league's weeks: 37745 starts in week 2, 91624 ends in week 18", async () => {
        assert.deepEqual((await call("GET", "/mfl/scoring?type=league&leagueId=37745")).body.weeks, { first: 2, last: 16 });
        assert.deepEqual((await call("GET", "/mfl/scoring?type=league&leagueId=91624")).body.weeks, { first: 1, last: 18 });
        const week1 = await call("GET", "/mfl/scoring?type=league&leagueId=37745&week=1");
        assert.deepEqual([week1.status, week1.body.matchups], [200, []], "no week-1 games in a week-2 league");
      });

      await t.step("best ball on the live screens: the league says so", async () => {
        const league = await call("GET", "/mfl/scoring?type=league&leagueId=19044");
        assert.deepEqual([league.body.bestBall, league.body.headToHead], [true, true]);
      });

      await t.step("total points (80233): every team alone, none undecided, MFL's scores; the caller's place this week", async () => {
        const live = (await simExport("liveScoring", "80233")).liveScoring;
        const scores = new Map(list(live.franchise).map((f) => [f.id, Number(f.score)]));
        assert.equal(scores.size, 12);
        const league = await call("GET", "/mfl/scoring?type=league&leagueId=80233");
        assert.equal(league.status, 200, JSON.stringify(league.body));
        assert.equal(league.body.headToHead, false);
        assert.ok(league.body.matchups.every((m: Json) => m.teams.length === 1 && !m.undecided));
        assert.deepEqual(new Map(league.body.matchups.map((m: Json) => [m.teams[0].franchiseId, m.teams[0].totalPoints])), scores);
        const mine = await call("GET", "/mfl/scoring?type=personal&leagueId=80233");
        const own = KIND_LEAGUE_FRANCHISES["80233"];
        assert.equal(mine.body.yourTeam.franchiseId, own);
        const better = [...scores.values()].filter((points) => points > scores.get(own)!).length;
        assert.deepEqual([mine.body.opponents, mine.body.opponentUndecided, mine.body.rank], [[], false, { place: better + 1, of: 12 }]);
      });

      await t.step("a playoff week whose bracket is not set: each franchise still in it TBD, never against itself", async () => {
        // 40517's playoffs are weeks 15-17: with week 15 played, week 17's pairings wait on week 16.
        await simClock({ at: "2026-12-17T12:00:00Z" });
        const schedule = list((await simExport("schedule", "40517", "&W=17")).schedule.weeklySchedule);
        const stillIn = schedule.flatMap((w) => list(w.matchup)).map((m) => list(m.franchise)[0].id).sort();
        assert.equal(stillIn.length, 4, "four franchises wait on week 16");
        const league = await call("GET", "/mfl/scoring?type=league&leagueId=40517&week=17");
        assert.equal(league.status, 200, JSON.stringify(league.body));
        assert.ok(league.body.matchups.every((m: Json) => m.undecided && m.teams.length === 1));
        assert.deepEqual(league.body.matchups.map((m: Json) => m.teams[0].franchiseId).sort(), stillIn);
        const set = await call("GET", "/mfl/scoring?type=league&leagueId=40517&week=16");
        assert.ok(set.body.matchups.every((m: Json) => !m.undecided && m.teams.length === 2 && m.teams[0].franchiseId !== m.teams[1].franchiseId));
      });
    }, { leagues: "all" }),
});
