import { assert, assertAllStrings, startFrozen, tank01 } from "./test-helpers.ts";
import { isIdp } from "./players.ts";

// deno-lint-ignore no-explicit-any
type Loose = any;

Deno.test({
  name: "Tank01 surface",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen({ tank01: { keys: ["good-key"], quota: 40 } });
    const get = (e: string, q: Record<string, string> = {}) => tank01(sim, e, q, "good-key");
    try {
      await t.step("gateway: key required (401), unknown key (403), quota headers", async () => {
        const none = await tank01(sim, "getNFLTeams", {}, "");
        assert.equal(none.status, 401);
        assert.match((await none.json()).message, /Invalid API key/);
        const wrong = await tank01(sim, "getNFLTeams", {}, "other");
        assert.equal(wrong.status, 403);
        assert.equal((await wrong.json()).message, "You are not subscribed to this API.");
        const ok = await get("getNFLTeams");
        assert.equal(ok.status, 200);
        assert.equal(ok.headers.get("x-ratelimit-requests-limit"), "40");
        assert.equal(ok.headers.get("x-ratelimit-requests-remaining"), "39");
        assert.ok(Number(ok.headers.get("x-ratelimit-requests-reset")) > 0);
        const teams = await ok.json();
        assert.equal(teams.statusCode, 200);
        assert.equal(teams.body.length, 32);
        const unknown = await get("getNFLFoo");
        assert.equal(unknown.status, 404);
        assert.match((await unknown.json()).message, /does not exist/);
      });

      await t.step("games for a week and a date: list of string-valued games", async () => {
        const { body } = await (await get("getNFLGamesForWeek", { week: "12", season: "2026" })).json();
        assertAllStrings(body);
        assert.ok(Array.isArray(body) && body.length === 14, String(body.length));
        const g = body.find((x: { gameTime: string }) => x.gameTime === "1:00p");
        assert.match(g.gameID, /^20261122_[A-Z]{2,3}@[A-Z]{2,3}$/);
        assert.match(g.gameTime_epoch, /^\d+\.0$/);
        assert.equal(g.gameWeek, "Week 12");
        assert.equal(g.neutralSite, "False");
        assert.equal(g.gameStatusCode, "1");
        assert.equal(g.gameStatus, "Live - In Progress");
        const codes = new Set(body.flatMap((x: { away: string; home: string }) => [x.away, x.home]));
        for (const c of codes) assert.ok(!["KCC", "GBP", "NEP", "NOS", "SFO", "TBB", "LVR", "JAC", "WAS"].includes(c as string));
        const date = (await (await get("getNFLGamesForDate", { gameDate: "20261122" })).json()).body;
        assert.equal(date.length, body.filter((x: { gameDate: string }) => x.gameDate === "20261122").length);
      });

      await t.step("scores only: map keyed by gameID, live line score with one side in possession", async () => {
        const { body } = await (await get("getNFLScoresOnly", { gameDate: "20261122" })).json();
        assertAllStrings(body);
        assert.ok(!Array.isArray(body));
        const live = Object.values(body).filter((g) => (g as { gameStatusCode: string }).gameStatusCode === "1") as Loose[];
        assert.ok(live.length > 0);
        for (const g of live) {
          assert.match(g.lineScore.period, /^(Q[1-4]|Half)$/);
          assert.ok(!("Q4" in g.lineScore.home) || g.lineScore.period === "Q4");
          assert.ok([g.lineScore.home.currentlyInPossession, g.lineScore.away.currentlyInPossession].filter((x) => x === "True").length <= 1);
        }
        const pre = Object.values(body).filter((g) => (g as { gameStatusCode: string }).gameStatusCode === "0") as Record<string, string>[];
        assert.ok(pre.length > 0 && pre.every((g) => g.gameStatus === "Scheduled" && g.gameClock === ""));
      });

      await t.step("box score: pregame error, final and live shapes, play-by-play", async () => {
        const week = sim.world.season.gamesByWeek[12];
        const pre = week.find((g) => g.kickoff > sim.world.now())!;
        const p = await (await get("getNFLBoxScore", { gameID: pre.id })).json();
        assert.equal(p.statusCode, 200);
        assert.match(p.body.error, /^Game hasn't started yet, it will start at \d{1,2}:\d{2}p\(ET\)\.$/);
        const fin = week.find((g) => g.slot === "TNF")!;
        const f = (await (await get("getNFLBoxScore", { gameID: fin.id, playByPlay: "true", fantasyPoints: "true", pointsPerReception: "1" })).json()).body;
        assertAllStrings(f);
        assert.equal(f.gameStatusCode, "2");
        assert.equal(f.currentPeriod, "Final");
        assert.equal(f.gameClock, "");
        assert.ok(["W", "L", "T"].includes(f.homeResult));
        const ps = Object.values(f.playerStats) as Loose[];
        assert.ok(ps.every((x) => x.playerID && x.longName && x.teamID));
        const qb = ps.find((x) => x.Passing)!;
        assert.match(qb.Passing.sacked, /^\d+-\d+$/);
        assert.ok("int" in qb.Passing);
        assert.ok(ps.some((x) => x.Kicking?.fgAttempts || x.Kicking?.xpAttempts));
        assert.ok(ps.some((x) => x.fantasyPoints && x.fantasyPointsDefault.PPR));
        assert.ok(f.allPlayByPlay.length > 100, String(f.allPlayByPlay.length));
        const kick = f.allPlayByPlay[0];
        assert.match(kick.play, /kicks/);
        assert.equal(kick.downAndDistance, undefined, "no downAndDistance on kickoffs");
        assert.equal(f.allPlayByPlay.at(-1).play, "END GAME");
        assert.ok(f.allPlayByPlay.some((x: { downAndDistance?: string }) => /^(1st|2nd|3rd|4th) & (\d+|Goal) at /.test(x.downAndDistance ?? "")));
        const live = week.find((g) => g.slot === "EARLY")!;
        const l = (await (await get("getNFLBoxScore", { gameID: live.id })).json()).body;
        assert.equal(l.gameStatusCode, "1");
        assert.equal(l.homeResult, undefined);
        assert.equal(l.allPlayByPlay, undefined);
        // GSIS codes inside play text vs Tank01 codes in downAndDistance, e.g. WAS vs WSH.
        const was = sim.world.season.games.find((g) => g.week < 12 && (g.home.mfl === "WAS" || g.away.mfl === "WAS"))!;
        const wb = (await (await get("getNFLBoxScore", { gameID: was.id, playByPlay: "true" })).json()).body;
        assert.ok(wb.allPlayByPlay.some((x: { play: string }) => /\bWAS \d+/.test(x.play)));
        assert.ok(wb.allPlayByPlay.some((x: { downAndDistance?: string }) => /\bWSH \d+/.test(x.downAndDistance ?? "")));
        assert.ok(!wb.allPlayByPlay.some((x: { downAndDistance?: string }) => /\bWAS \d+/.test(x.downAndDistance ?? "")));
        const badId = (await (await get("getNFLBoxScore", { gameID: "nope" })).json()).body;
        assert.ok(badId.error);
      });

      await t.step("player list: cross-provider ids sometimes missing", async () => {
        const { body } = await (await get("getNFLPlayerList")).json();
        assertAllStrings(body);
        assert.ok(body.length > 900);
        assert.ok(body.every((p: Record<string, string>) => p.playerID && p.longName && p.pos && p.team !== undefined && p.teamID !== undefined));
        assert.ok(body.some((p: Record<string, string>) => p.sleeperBotID) && body.some((p: Record<string, string>) => !p.sleeperBotID));
        assert.ok(body.some((p: Record<string, { designation?: string }>) => p.injury.designation === "Out" || p.injury.designation === "Injured Reserve"));
        // MFL espn_id equals Tank01 playerID where MFL has it (offense: the simulated Tank01 has no IDP rows).
        const mflPlayers = sim.world.season.players.filter((p) => p.mflHasEspn && p.espnId && !isIdp(p));
        assert.ok(!body.some((p: Record<string, string>) => ["DE", "DT", "LB", "CB", "S"].includes(p.pos)));
        const ids = new Set(body.map((p: Record<string, string>) => p.playerID));
        assert.ok(mflPlayers.every((p) => ids.has(p.espnId)));
      });

      await t.step("429 with quota headers once the quota is used up", async () => {
        let last: Response | undefined;
        for (let i = 0; i < 60; i++) {
          last = await get("getNFLTeams");
          if (last.status === 429) break;
          await last.body?.cancel();
        }
        assert.equal(last!.status, 429);
        assert.equal(last!.headers.get("x-ratelimit-requests-remaining"), "0");
        assert.equal(last!.headers.get("x-ratelimit-requests-limit"), "40");
        assert.match((await last!.json()).message, /exceeded the DAILY quota/);
      });
    } finally {
      await sim.close();
    }
  },
});
