import { asList, assert, assertAllStrings, login, mfl, mflJson, startFrozen } from "./test-helpers.ts";
import type { Simulator } from "./server.ts";

let sim: Simulator;
let demo: string, solo: string, nobody: string;

Deno.test({
  name: "MFL surface shapes",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    sim = await startFrozen();
    try {
      await t.step("login: XML status + cookies; errors with HTTP 200", async () => {
        const res = await fetch(`${sim.url}/2026/login?USERNAME=demo&PASSWORD=demo123&XML=1`);
        assert.equal(res.status, 200);
        assert.match(res.headers.get("content-type")!, /text\/html/);
        const body = await res.text();
        const m = /^<\?xml version="1.0" encoding="utf-8"\?>\n\n<status MFL_USER_ID="([^"]+)">OK<\/status>/.exec(body);
        assert.ok(m, body);
        const cookies = res.headers.getSetCookie();
        assert.ok(cookies.some((c) => c.startsWith(`MFL_USER_ID=${m[1]};`)));
        assert.ok(cookies.some((c) => c.startsWith("MFL_PW_SEQ=")));
        const bad = await (await fetch(`${sim.url}/2026/login?USERNAME=demo&PASSWORD=nope&XML=1`)).text();
        assert.match(bad, /<error>Invalid Password<\/error>/);
        demo = await login(sim, "demo", "demo123");
        solo = await login(sim, "solo", "solo123");
        nobody = await login(sim, "nobody", "nobody123");
      });

      await t.step("myleagues: array for demo, object for solo, {} for nobody, error without cookie", async () => {
        const d = await mflJson(sim, "", { TYPE: "myleagues", FRANCHISE_NAMES: "1" }, demo);
        assert.equal(d.version, "1.0");
        assert.equal(d.encoding, "utf-8");
        assertAllStrings(d);
        const leagues = d.leagues.league;
        // The three standard leagues and the eight other kinds (league-kinds.ts).
        assert.ok(Array.isArray(leagues) && leagues.length === 11, String(leagues.length));
        const byId = Object.fromEntries(leagues.map((l: Record<string, string>) => [l.league_id, l]));
        assert.equal(byId["61408"].franchise_id, "0003");
        assert.equal(byId["35112"].franchise_id, "0007");
        assert.equal(byId["72901"].franchise_id, "0011");
        assert.equal(byId["61408"].url, `${sim.url}/_host/www44/2026/home/61408`);
        assert.ok(byId["61408"].franchise_name);
        const s = await mflJson(sim, "", { TYPE: "myleagues" }, solo);
        assert.ok(!Array.isArray(s.leagues.league));
        assert.equal(s.leagues.league.league_id, "35112");
        assert.equal(s.leagues.league.franchise_id, "0002");
        assert.deepEqual((await mflJson(sim, "", { TYPE: "myleagues" }, nobody)).leagues, {});
        const anon = await mflJson(sim, "", { TYPE: "myleagues" });
        assert.deepEqual(anon, { version: "1.0", error: { $t: "API requires logged in user" }, encoding: "utf-8" });
        const xml = await (await mfl(sim, "", { TYPE: "myleagues" })).text();
        assert.match(xml, /<error>API requires logged in user<\/error>/);
      });

      await t.step("league exports on the generic host answer 302 to the league host", async () => {
        const res = await mfl(sim, "", { TYPE: "league", L: "61408", JSON: "1" });
        assert.equal(res.status, 302);
        assert.equal(res.headers.get("location"), `${sim.url}/_host/www44/2026/export?TYPE=league&L=61408&JSON=1`);
        assert.equal(res.headers.get("targethost"), "www44.myfantasyleague.com");
        await res.body?.cancel();
        const wrong = await mfl(sim, "www57", { TYPE: "rosters", L: "61408" }, demo);
        assert.equal(wrong.status, 302);
        await wrong.body?.cancel();
      });

      await t.step("league: settings, starters limits, divisions, history object", async () => {
        const d = (await mflJson(sim, "www44", { TYPE: "league", L: "61408" })).league;
        assertAllStrings(d);
        assert.equal(d.baseURL, `${sim.url}/_host/www44`);
        assert.equal(d.franchises.count, "12");
        assert.equal(d.franchises.franchise.length, 12);
        assert.equal(d.franchises.franchise[0].id, "0001");
        assert.deepEqual(d.starters.position.map((p: { limit: string }) => p.limit), ["1", "2-3", "2-4", "1-2", "1", "1"]);
        assert.deepEqual(d.starters.position.map((p: { name: string }) => p.name), ["QB", "RB", "WR", "TE", "PK", "Def"]);
        assert.equal(d.divisions.division.length, 3);
        assert.ok(!Array.isArray(d.history.league));
        const ten = (await mflJson(sim, "www57", { TYPE: "league", L: "35112" })).league;
        assert.equal(ten.franchises.count, "10");
        assert.equal(ten.divisions, undefined);
        assert.equal(ten.franchises.franchise[0].division, undefined);
        const fourteen = (await mflJson(sim, "www70", { TYPE: "league", L: "72901" })).league;
        assert.equal(fourteen.franchises.franchise.length, 14);
        assert.equal(fourteen.divisions.count, "2");
        const xml = await (await mfl(sim, "www44", { TYPE: "league", L: "61408" })).text();
        assert.match(xml, /<league id="61408" name="[^"]+" baseURL="http:\/\/127\.0\.0\.1:\d+\/_host\/www44"/);
        assert.match(xml, /<position name="RB" limit="2-3"\/>/);
      });

      await t.step("private league data needs the cookie", async () => {
        for (const TYPE of ["rosters", "transactions", "leagueStandings", "schedule", "playerScores", "projectedScores"]) {
          const d = await mflJson(sim, "www44", { TYPE, L: "61408", W: "YTD" });
          assert.deepEqual(d.error, { $t: "API requires logged in user" }, TYPE);
        }
      });

      await t.step("rosters: statuses, single franchise as object, week", async () => {
        const d = (await mflJson(sim, "www44", { TYPE: "rosters", L: "61408" }, demo)).rosters;
        assertAllStrings(d);
        assert.equal(d.franchise.length, 12);
        const statuses = new Set(d.franchise.flatMap((f: { player: { status: string }[] }) => f.player.map((p) => p.status)));
        assert.ok(statuses.has("ROSTER") && statuses.has("INJURED_RESERVE") && statuses.has("TAXI_SQUAD"), [...statuses].join());
        const one = (await mflJson(sim, "www44", { TYPE: "rosters", L: "61408", FRANCHISE: "0003" }, demo)).rosters;
        assert.equal(one.franchise.id, "0003");
        assert.equal(one.franchise.week, "12");
      });

      await t.step("players: DETAILS, single id as object, SINCE error", async () => {
        const d = (await mflJson(sim, "", { TYPE: "players", DETAILS: "1" })).players;
        assertAllStrings(d);
        // ~1,000 offensive players and team defenses, plus ~430 IDP players for the IDP league.
        assert.ok(d.player.length > 1300 && d.player.length < 1600, String(d.player.length));
        for (const pos of ["DE", "DT", "LB", "CB", "S"]) assert.ok(d.player.some((p: { position: string }) => p.position === pos), pos);
        const def = d.player.find((p: { id: string }) => p.id === "0512");
        assert.deepEqual([def.name, def.position, def.team], ["Chiefs, Kansas City", "Def", "KCC"]);
        assert.ok(d.player.some((p: { position: string }) => p.position === "PK"));
        assert.ok(d.player.every((p: { name: string }) => p.name.includes(", ")));
        assert.ok(d.player.some((p: { espn_id?: string }) => p.espn_id) && d.player.some((p: { position: string; espn_id?: string }) => p.position !== "Def" && !p.espn_id));
        const teams = new Set(d.player.map((p: { team: string }) => p.team));
        for (const code of ["KCC", "GBP", "NEP", "NOS", "SFO", "TBB", "LVR", "JAC", "WAS", "FA"]) assert.ok(teams.has(code), code);
        const plain = (await mflJson(sim, "", { TYPE: "players" })).players.player[0];
        assert.deepEqual(Object.keys(plain).filter((k) => k !== "status").sort(), ["id", "name", "position", "team"]);
        const one = (await mflJson(sim, "", { TYPE: "players", PLAYERS: "0512" })).players;
        assert.equal(one.player.id, "0512");
        const since = await mflJson(sim, "", { TYPE: "players", SINCE: String(Number(d.timestamp) + 10) });
        assert.match(since.error.$t, /^No Player Database Changes Since /);
      });

      await t.step("playerScores: week, YTD, AVG and by-week", async () => {
        const w = (await mflJson(sim, "www44", { TYPE: "playerScores", L: "61408", W: "11" }, demo)).playerScores;
        assertAllStrings(w);
        assert.equal(w.week, "11");
        const scores = w.playerScore.filter((r: { score: string }) => r.score !== "").map((r: { score: string }) => Number(r.score));
        assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
        assert.ok(w.playerScore.some((r: { score: string }) => r.score === ""), "bye/free agents have empty scores");
        assert.match(w.playerScore[0].score, /^-?\d+\.\d{2}$/);
        const ytd = (await mflJson(sim, "www44", { TYPE: "playerScores", L: "61408", W: "YTD", PLAYERS: w.playerScore[0].id }, demo)).playerScores;
        assert.equal(ytd.playerScore.week, "YTD");
        const avg = (await mflJson(sim, "www44", { TYPE: "playerScores", L: "61408", W: "AVG", COUNT: "5" }, demo)).playerScores;
        assert.equal(avg.playerScore.length, 5);
        const all = (await mflJson(sim, "www44", { TYPE: "playerScores", L: "61408", PLAYERS: "0512" }, demo)).playerScores;
        assert.equal(all.playerScore.length, 12);
        assert.equal(all.week, undefined);
        const tenth = (await mflJson(sim, "www57", { TYPE: "playerScores", L: "35112", W: "11", COUNT: "3" }, solo)).playerScores;
        assert.match(tenth.playerScore[0].score, /^-?\d+\.\d$/, "precision 1 league");
      });

      await t.step("projectedScores: single player object, unprojected empty", async () => {
        const one = (await mflJson(sim, "www44", { TYPE: "projectedScores", L: "61408", W: "13", PLAYERS: "0512" }, demo)).projectedScores;
        assert.equal(one.week, "13");
        assert.equal(one.playerScore.id, "0512");
        const all = (await mflJson(sim, "www44", { TYPE: "projectedScores", L: "61408", W: "13" }, demo)).projectedScores;
        assert.ok(all.playerScore.some((r: { score: string }) => r.score === ""));
      });

      await t.step("liveScoring: matchups, per-player seconds, DETAILS nonstarters, XML attributes", async () => {
        const d = (await mflJson(sim, "www44", { TYPE: "liveScoring", L: "61408", DETAILS: "1" })).liveScoring;
        assertAllStrings(d);
        assert.equal(d.week, "12");
        assert.equal(d.matchup.length, 6);
        const f = d.matchup[0].franchise;
        assert.deepEqual(f.map((x: { isHome: string }) => x.isHome), ["0", "1"]);
        for (const k of ["id", "score", "gameSecondsRemaining", "playersYetToPlay", "playersCurrentlyPlaying"]) assert.ok(k in f[0], k);
        const players = f[0].players.player;
        assert.ok(players.some((p: { status: string }) => p.status === "nonstarter"));
        assert.equal(players.filter((p: { status: string }) => p.status === "starter").length, 9);
        const noDetails = (await mflJson(sim, "www44", { TYPE: "liveScoring", L: "61408" })).liveScoring;
        assert.ok(noDetails.matchup[0].franchise[0].players.player.every((p: { status: string }) => p.status === "starter"));
        const playoff = (await mflJson(sim, "www44", { TYPE: "liveScoring", L: "61408", W: "16" })).liveScoring;
        assert.equal(playoff.matchup, undefined);
        assert.equal(playoff.franchise.length, 12);
        const xml = await (await mfl(sim, "www44", { TYPE: "liveScoring", L: "61408" })).text();
        assert.match(xml, /<franchise id="\d{4}" isHome="[01]" score="[\d.-]+" gameSecondsRemaining="\d+" playersYetToPlay="\d+" playersCurrentlyPlaying="\d+">/);
      });

      await t.step("leagueStandings and schedule", async () => {
        const s = (await mflJson(sim, "www44", { TYPE: "leagueStandings", L: "61408", ALL: "1" }, demo)).leagueStandings;
        assertAllStrings(s);
        assert.equal(s.franchise.length, 12);
        for (const k of ["h2hw", "h2hl", "h2ht", "pf", "pa", "divw", "h2hpct", "h2hwlt", "bbidbalance", "strk"]) assert.ok(k in s.franchise[0], k);
        assert.match(s.franchise[0].bbidbalance, /^\$\d+\.\d{2}$/);
        const sch = (await mflJson(sim, "www44", { TYPE: "schedule", L: "61408" }, demo)).schedule;
        assertAllStrings(sch);
        assert.equal(sch.weeklySchedule.length, 17);
        const w1 = sch.weeklySchedule[0];
        assert.equal(w1.matchup.length, 6);
        assert.ok(["W", "L", "T"].includes(w1.matchup[0].franchise[0].result));
        assert.ok(w1.matchup[0].franchise[0].score);
        const future = sch.weeklySchedule[13];
        assert.equal(future.matchup[0].franchise[0].result, "T");
        assert.equal(future.matchup[0].franchise[0].score, undefined);
        assert.deepEqual(sch.weeklySchedule[15], { week: "16" });
      });

      await t.step("transactions: newest first, encodings with trailing commas, filters", async () => {
        const d = (await mflJson(sim, "www44", { TYPE: "transactions", L: "61408" }, demo)).transactions.transaction;
        assertAllStrings(d);
        const ts = d.map((x: { timestamp: string }) => Number(x.timestamp));
        assert.deepEqual(ts, [...ts].sort((a, b) => b - a));
        const types = new Set(d.map((x: { type: string }) => x.type));
        for (const t of ["FREE_AGENT", "BBID_WAIVER", "TRADE", "IR", "TAXI", "BBID_AUTO_PROCESS_WAIVERS"]) assert.ok(types.has(t), t);
        const bb = d.find((x: { type: string }) => x.type === "BBID_WAIVER");
        assert.match(bb.transaction, /^\d+,\|\d+\.\d{2}\|(\d+,)?$/);
        const fa = d.find((x: { type: string }) => x.type === "FREE_AGENT");
        assert.match(fa.transaction, /^(\d+,)*\|(\d+,)*$/);
        const tr = d.find((x: { type: string }) => x.type === "TRADE");
        assert.match(tr.franchise1_gave_up, /,$/);
        assert.ok(d.some((x: { by_commish?: string }) => x.by_commish === "1"));
        assert.ok(d.some((x: { type: string; franchise1_gave_up?: string; franchise2_gave_up?: string }) => /FP_|DP_|BB_/.test(`${x.franchise1_gave_up}${x.franchise2_gave_up}`)));
        const only = (await mflJson(sim, "www44", { TYPE: "transactions", L: "61408", TRANS_TYPE: "TRADE" }, demo)).transactions.transaction;
        assert.ok(asList(only).every((x: { type: string }) => x.type === "TRADE"));
        const mine = (await mflJson(sim, "www44", { TYPE: "transactions", L: "61408", FRANCHISE: "0003", COUNT: "2" }, demo)).transactions.transaction;
        assert.ok(asList(mine).length <= 2);
        assert.ok(ts[0] <= sim.world.now());
      });

      await t.step("nflSchedule: week, W=ALL, no status field, MFL codes", async () => {
        const d = (await mflJson(sim, "", { TYPE: "nflSchedule" })).nflSchedule;
        assertAllStrings(d);
        assert.equal(d.week, "12");
        const m = d.matchup[0];
        assert.ok("kickoff" in m && "gameSecondsRemaining" in m && !("status" in m));
        assert.equal(m.team.length, 2);
        const all = await mflJson(sim, "", { TYPE: "nflSchedule", W: "ALL" });
        assert.equal(all.fullNflSchedule.nflSchedule.length, 18);
        const pre = (await mflJson(sim, "", { TYPE: "nflSchedule", W: "13" })).nflSchedule;
        assert.equal(pre.matchup[0].gameSecondsRemaining, "3600");
        assert.equal(pre.matchup[0].team[0].score, "");
        assert.deepEqual((await mflJson(sim, "", { TYPE: "nflSchedule", W: "20" })).nflSchedule, { week: "20" });
      });

      await t.step("injuries, nflByeWeeks, status feed", async () => {
        const inj = (await mflJson(sim, "", { TYPE: "injuries" })).injuries;
        assertAllStrings(inj);
        assert.ok(inj.injury.length > 10);
        assert.ok(inj.injury.every((i: { details: string }) => i.details.endsWith("\n")));
        assert.deepEqual(Object.keys((await mflJson(sim, "", { TYPE: "injuries", W: "23" })).injuries).sort(), ["timestamp", "week"]);
        const bye = (await mflJson(sim, "", { TYPE: "nflByeWeeks" })).nflByeWeeks;
        assert.equal(bye.team.length, 32);
        const w5 = (await mflJson(sim, "", { TYPE: "nflByeWeeks", W: "5" })).nflByeWeeks;
        assert.equal(w5.team.length, 2);
        const status = await (await fetch(`${sim.url}/fflnetdynamic2026/mfl_status.json`)).json();
        assert.deepEqual(status, { mfl_status: { year: "2026", weeks: { CurrentWeek: "12", LiveScoringWeek: "12", LineupWeek: "12", UpcomingWeek: "13", CompletedWeek: "11" } } });
      });

      await t.step("XML form of every export: declaration, expected root, balanced tags", async () => {
        const cases: [string, Record<string, string>, string][] = [
          ["", { TYPE: "myleagues" }, "leagues"], ["www44", { TYPE: "league", L: "61408" }, "league"],
          ["www44", { TYPE: "rosters", L: "61408" }, "rosters"], ["", { TYPE: "players", DETAILS: "1" }, "players"],
          ["www44", { TYPE: "playerScores", L: "61408", W: "YTD" }, "playerScores"], ["www44", { TYPE: "liveScoring", L: "61408", DETAILS: "1" }, "liveScoring"],
          ["www44", { TYPE: "projectedScores", L: "61408", W: "12" }, "projectedScores"], ["www44", { TYPE: "leagueStandings", L: "61408" }, "leagueStandings"],
          ["www44", { TYPE: "transactions", L: "61408" }, "transactions"], ["www44", { TYPE: "schedule", L: "61408" }, "schedule"],
          ["www44", { TYPE: "weeklyResults", L: "61408", W: "11" }, "weeklyResults"], ["", { TYPE: "nflSchedule", W: "ALL" }, "fullNflSchedule"],
          ["", { TYPE: "injuries" }, "injuries"], ["", { TYPE: "nflByeWeeks" }, "nflByeWeeks"],
        ];
        for (const [host, q, root] of cases) {
          const res = await mfl(sim, host, q, demo);
          assert.match(res.headers.get("content-type")!, /xml/);
          const xml = await res.text();
          assert.ok(xml.startsWith(`<?xml version="1.0" encoding="utf-8"?>\n<${root}`), `${q.TYPE}: ${xml.slice(0, 80)}`);
          const stack: string[] = [];
          for (const m of xml.slice(xml.indexOf("?>") + 2).matchAll(/<(\/?)([A-Za-z_][\w]*)([^>]*?)(\/?)>/g)) {
            if (m[1]) assert.equal(stack.pop(), m[2], q.TYPE);
            else if (!m[4]) stack.push(m[2]);
          }
          assert.deepEqual(stack, [], q.TYPE);
          assert.ok(!/[<>]/.test(xml.replace(/<[^>]*>/g, "").trim()), `${q.TYPE}: stray markup in text`);
        }
      });

      await t.step("errors: unknown TYPE and bad year", async () => {
        assert.ok((await mflJson(sim, "", { TYPE: "nope" })).error.$t);
        const res = await fetch(`${sim.url}/2019/export?TYPE=players`);
        assert.equal(res.status, 404);
        await res.body?.cancel();
      });
    } finally {
      await sim.close();
    }
  },
});
