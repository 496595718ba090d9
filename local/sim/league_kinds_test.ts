// Each kind of league the default world hosts (league-kinds.ts), checked through its exports against
// the reference's shapes (league-host-api.md §5) and the rules of its profile, at the default moment
// (Sunday of week 12: weeks 1-11 final, week 12 live).
import { asList, assert, assertAllStrings, franchisesOf, login, mfl, mflJson, startFrozen } from "./test-helpers.ts";
import { KIND_LEAGUES } from "./league-kinds.ts";
import { formatUnits } from "./scoring.ts";
import type { Simulator } from "./server.ts";

// deno-lint-ignore no-explicit-any
type Json = any;
const HOST = Object.fromEntries(KIND_LEAGUES.map((c) => [c.id, c.host]));
const list = (s: string) => s.split(",").filter(Boolean);

async function transactions(sim: Simulator, L: string, cookie: string): Promise<Json[]> {
  return asList((await mflJson(sim, HOST[L], { TYPE: "transactions", L }, cookie)).transactions.transaction);
}

Deno.test({
  name: "league kinds: every export of every new league, in MFL's shapes and each profile's rules",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    const demo = await login(sim, "demo", "demo123");
    const get = async (L: string, q: Record<string, string>) => await mflJson(sim, HOST[L], { ...q, L }, demo);
    try {
      await t.step("every league answers every export as strings (JSON) and balanced XML; demo in every one", async () => {
        const mine = asList((await mflJson(sim, "", { TYPE: "myleagues" }, demo)).leagues.league).map((l: Json) => l.league_id);
        for (const c of KIND_LEAGUES) {
          assert.ok(mine.includes(c.id), c.id);
          for (const TYPE of ["league", "rosters", "salaries", "playerScores", "liveScoring", "projectedScores", "leagueStandings", "transactions", "schedule", "weeklyResults"]) {
            const d = await get(c.id, { TYPE, W: TYPE === "playerScores" ? "11" : "" });
            assert.equal(d.error, undefined, `${c.id} ${TYPE}: ${JSON.stringify(d.error)}`);
            assertAllStrings(d);
            const xml = await (await mfl(sim, c.host, { TYPE, L: c.id }, demo)).text();
            const stack: string[] = [];
            for (const m of xml.slice(xml.indexOf("?>") + 2).matchAll(/<(\/?)([A-Za-z_][\w]*)([^>]*?)(\/?)>/g)) {
              if (m[1]) assert.equal(stack.pop(), m[2], `${c.id} ${TYPE}`);
              else if (!m[4]) stack.push(m[2]);
            }
            assert.deepEqual(stack, [], `${c.id} ${TYPE}`);
          }
        }
      });

      await t.step("franchise scores are exact sums of the starters, in each league's precision", async () => {
        for (const c of KIND_LEAGUES) {
          for (const W of ["11", "12"]) {
            for (const f of franchisesOf((await get(c.id, { TYPE: "liveScoring", W, DETAILS: "1" })).liveScoring)) {
              const starters = asList(f.players.player).filter((p: Json) => p.status === "starter");
              const units = starters.reduce((n: number, p: Json) => n + Math.round(Number(p.score) * 10 ** c.precision), 0);
              assert.equal(f.score, formatUnits(units, c.precision), `${c.id} W${W} ${f.id}`);
              assert.match(f.score, c.precision ? new RegExp(`^-?\\d+\\.\\d{${c.precision}}$`) : /^-?\d+$/);
              const n = starters.length;
              assert.ok(n >= (c.starterCountMin ?? c.starterCount) && n <= c.starterCount, `${c.id} ${f.id}: ${n} starters`);
            }
          }
        }
      });

      await t.step("auction salary cap dynasty (40517): contracts, cap, salaries export, custom players", async () => {
        const lg = (await get("40517", { TYPE: "league" })).league;
        assert.deepEqual([lg.usesSalaries, lg.usesContractYear, lg.salaryCapAmount, lg.taxiSquad, lg.injuredReserve], ["1", "1", "250", "5", "3"]);
        const rosters = (await get("40517", { TYPE: "rosters" })).rosters.franchise;
        const contract = new Map<string, Json>();
        const statuses = new Set<string>();
        for (const f of rosters) {
          let capped = 0;
          for (const p of f.player) {
            assert.match(p.salary, /^\d+$/, p.id);
            assert.match(p.contractYear, /^[1-4]$/, p.id);
            contract.set(p.id, p);
            statuses.add(p.status);
            if (p.status !== "TAXI_SQUAD") capped += Number(p.salary);
          }
          assert.ok(capped <= 250, `${f.id} is over the cap: ${capped}`);
        }
        assert.deepEqual([...statuses].sort(), ["INJURED_RESERVE", "ROSTER", "TAXI_SQUAD"]);
        const salaries = (await get("40517", { TYPE: "salaries" })).salaries.leagueUnit;
        assert.equal(salaries.unit, "LEAGUE");
        assert.equal(salaries.player.length, contract.size);
        for (const p of salaries.player) assert.deepEqual([p.salary, p.contractYear], [contract.get(p.id).salary, contract.get(p.id).contractYear], p.id);
        const standings = (await get("40517", { TYPE: "leagueStandings", ALL: "1" })).leagueStandings.franchise;
        for (const row of standings) {
          const f = rosters.find((x: Json) => x.id === row.id);
          const capped = f.player.filter((p: Json) => p.status !== "TAXI_SQUAD").reduce((n: number, p: Json) => n + Number(p.salary), 0);
          assert.equal(row.salary, `$${capped}.00`);
        }
        // Custom players: on a roster (demo's among them), unknown to the players export.
        const custom = rosters.find((f: Json) => f.id === "0005").player.find((p: Json) => p.id === "98001");
        assert.equal(custom?.status, "ROSTER");
        const db = await mflJson(sim, "", { TYPE: "players", PLAYERS: "98001,98002" });
        assert.deepEqual(db.error, { $t: "Error - No Valid Player IDs!" });
        const live = franchisesOf((await get("40517", { TYPE: "liveScoring", DETAILS: "1" })).liveScoring).find((f: Json) => f.id === "0005");
        assert.deepEqual(asList(live.players.player).find((p: Json) => p.id === "98001"), { id: "98001", status: "nonstarter", score: "0.00", gameSecondsRemaining: "0", updatedStats: "" });
        // Salaries of a league without them: the unit, no players.
        assert.deepEqual((await mflJson(sim, "www44", { TYPE: "salaries", L: "61408" }, demo)).salaries, { leagueUnit: { unit: "LEAGUE" } });
      });

      await t.step("auction salary cap dynasty (40517): the whole history, consistent with rosters and salaries", async () => {
        const rosters = (await get("40517", { TYPE: "rosters" })).rosters.franchise;
        const where = new Map<string, { f: string; status: string; salary: string }>();
        for (const f of rosters) for (const p of f.player) where.set(p.id, { f: f.id, status: p.status, salary: p.salary });
        const tx = (await transactions(sim, "40517", demo)).reverse(); // oldest first
        const types = new Set(tx.map((x) => x.type));
        for (const type of ["AUCTION_INIT", "AUCTION_BID", "AUCTION_WON", "LOAD_ROSTERS", "LOCK_ALL_PLAYERS", "UNLOCK_ALL_PLAYERS", "TAXI", "IR", "TRADE", "FREE_AGENT", "BBID_WAIVER"]) {
          assert.ok(types.has(type), type);
        }
        // Every lot: opened, bid up by different franchises in turn, won by the last bidder at the salary.
        const lots = new Map<string, Json[]>();
        for (const x of tx.filter((x) => x.type.startsWith("AUCTION_"))) {
          assert.match(x.transaction, /^\d+\|\d+\|$/);
          const id = x.transaction.split("|")[0];
          lots.set(id, [...(lots.get(id) ?? []), x]);
        }
        const acquired = new Set<string>();
        for (const [id, rows] of lots) {
          assert.equal(rows[0].type, "AUCTION_INIT", id);
          assert.equal(rows[rows.length - 1].type, "AUCTION_WON", id);
          const amounts = rows.map((r) => Number(r.transaction.split("|")[1]));
          assert.deepEqual(amounts.slice(0, -1), [...amounts.slice(0, -1)].sort((a, b) => a - b), id);
          assert.equal(new Set(amounts.slice(0, -1)).size, amounts.length - 1, `${id}: bids rise`);
          const bids = rows.filter((r) => r.type === "AUCTION_BID");
          const winner = rows[rows.length - 1].franchise;
          assert.equal((bids[bids.length - 1] ?? rows[0]).franchise, winner, id);
          for (let i = 1; i < bids.length; i++) assert.notEqual(bids[i].franchise, bids[i - 1].franchise, id);
          assert.equal(String(amounts[amounts.length - 1]), where.get(id)?.salary, `${id}: AUCTION_WON amount = salary`);
          acquired.add(id);
        }
        const lock = tx.findIndex((x) => x.type === "LOCK_ALL_PLAYERS"), unlock = tx.findIndex((x) => x.type === "UNLOCK_ALL_PLAYERS");
        assert.ok(tx.slice(lock, unlock).some((x) => x.type === "AUCTION_WON") && !tx.slice(unlock).some((x) => x.type.startsWith("AUCTION")));
        // LOAD_ROSTERS: the loaded players before the "|", on that franchise's roster now.
        for (const x of tx.filter((x) => x.type === "LOAD_ROSTERS")) {
          assert.match(x.transaction, /^(\d+,)+\|$/);
          for (const id of list(x.transaction.slice(0, -1))) {
            assert.equal(where.get(id)?.f, x.franchise, `${id} loaded for ${x.franchise}`);
            acquired.add(id);
          }
        }
        for (const [id, w] of where) assert.ok(acquired.has(id), `${id} (${w.status}) came from the auction or a roster load`);
        for (const [id, w] of where) {
          if (w.status === "TAXI_SQUAD") assert.ok(tx.some((x) => x.type === "TAXI" && list(x.demoted).includes(id)), `${id} demoted to the taxi squad`);
          if (w.status === "INJURED_RESERVE") assert.ok(tx.some((x) => x.type === "IR" && list(x.deactivated).includes(id)), `${id} moved to IR`);
        }
        const picks = tx.filter((x) => x.type === "TRADE" && /FP_\d{4}_20\d\d_\d,/.test(x.franchise1_gave_up + x.franchise2_gave_up));
        assert.ok(picks.length >= 3, "future picks traded");
        assert.ok(tx.some((x) => x.by_commish === "1"));
      });

      await t.step("IDP (28830): position groups and ranges, IDP rosters and scores", async () => {
        const lg = (await get("28830", { TYPE: "league" })).league;
        const limits = Object.fromEntries(lg.starters.position.map((p: Json) => [p.name, p.limit]));
        assert.deepEqual(limits, { QB: "1", RB: "2-3", WR: "2-4", TE: "1-2", PK: "1", "DT+DE": "2-3", LB: "2-3", "CB+S": "2-4" });
        assert.notEqual(lg.starters.idp_starters, "");
        assert.ok(asList(lg.rosterLimits.position).some((p: Json) => p.name === "Def" && p.limit === "0-0"));
        const db = new Map<string, string>((await mflJson(sim, "", { TYPE: "players" })).players.player.map((p: Json) => [p.id, p.position]));
        for (const pos of ["DE", "DT", "LB", "CB", "S"]) assert.ok([...db.values()].includes(pos), `players export has ${pos}`);
        for (const f of (await get("28830", { TYPE: "rosters" })).rosters.franchise) {
          const positions = f.player.map((p: Json) => db.get(p.id));
          for (const pos of ["DE", "DT", "LB", "CB", "S"]) assert.ok(positions.includes(pos), `${f.id} rosters a ${pos}`);
          assert.ok(!positions.includes("Def"), `${f.id}: no team defense`);
        }
        const lb = (await get("28830", { TYPE: "playerScores", W: "11", POSITION: "LB", COUNT: "5" })).playerScores.playerScore;
        assert.ok(Number(lb[0].score) > 5, "linebackers score by tackles");
        const proj = asList((await get("28830", { TYPE: "projectedScores", W: "13", POSITION: "CB" })).projectedScores.playerScore);
        assert.ok(proj.some((p: Json) => Number(p.score) > 0));
        // The same defenders are no part of a league without IDP.
        const std = asList((await mflJson(sim, "www44", { TYPE: "playerScores", L: "61408", W: "11", POSITION: "LB" }, demo)).playerScores.playerScore);
        assert.equal(std.length, 0);
      });

      await t.step("superflex (53290): QB 1-2 and a starter count range; plain waivers; precision 3", async () => {
        const lg = (await get("53290", { TYPE: "league" })).league;
        assert.equal(lg.starters.count, "9-10");
        assert.equal(lg.starters.position.find((p: Json) => p.name === "QB").limit, "1-2");
        assert.equal(lg.currentWaiverType, "WAIVER");
        const tx = await transactions(sim, "53290", demo);
        assert.ok(tx.some((x) => x.type === "WAIVER"));
        for (const x of tx.filter((x) => x.type === "WAIVER")) assert.match(x.transaction, /^\d+,\|(\d+,)?$/);
        assert.ok(!tx.some((x) => x.type.startsWith("BBID")));
        const qbs = franchisesOf((await get("53290", { TYPE: "liveScoring", W: "11" })).liveScoring)
          .map((f: Json) => asList(f.players.player).filter((p: Json) => sim.world.season.byMfl.get(p.id)?.pos === "QB").length);
        assert.ok(qbs.some((n: number) => n === 2), "some franchises start two quarterbacks");
      });

      await t.step("best ball (19044): MFL's own best lineup each week, no waivers", async () => {
        const lg = (await get("19044", { TYPE: "league" })).league;
        assert.equal(lg.bestLineup, "Yes");
        const results = franchisesOf((await get("19044", { TYPE: "weeklyResults", W: "11" })).weeklyResults);
        const c = KIND_LEAGUES.find((x) => x.id === "19044")!;
        const pos = (id: string) => sim.world.season.byMfl.get(id)!.pos;
        for (const f of results) {
          assert.equal(f.comments, "Best Starting Lineup Assigned By System");
          assert.equal(f.optimal, f.starters);
          assert.equal(f.opt_pts, f.score);
          // No swap of a starter for a bench player keeps the lineup legal and scores more.
          const score = new Map(f.player.map((p: Json) => [p.id, Number(p.score)]));
          const starters = list(f.starters);
          const legal = (ids: string[]) => c.starters.every((r) => {
            const n = ids.filter((id) => r.pos.split("+").includes(pos(id))).length;
            return n >= r.min && n <= r.max;
          });
          const bench = list(f.nonstarters).filter((id) => sim.world.season.byMfl.has(id) && sim.world.leagues.get("19044")!.data.byFranchise.get(f.id)!.roster.get(id) === "ROSTER");
          for (const s of starters) {
            for (const b of bench) {
              const swapped = starters.map((id) => (id === s ? b : id));
              if (legal(swapped)) assert.ok(score.get(b)! <= score.get(s)!, `${f.id}: ${b} should start over ${s}`);
            }
          }
        }
        const tx = await transactions(sim, "19044", demo);
        assert.ok(!tx.some((x) => /WAIVER/.test(x.type)));
      });

      await t.step("two games a week (66120): two matchups per franchise per regular-season week", async () => {
        const weeks = (await get("66120", { TYPE: "schedule" })).schedule.weeklySchedule;
        for (const wk of weeks.filter((w: Json) => Number(w.week) <= 13)) {
          const ids = asList(wk.matchup).flatMap((m: Json) => m.franchise.map((f: Json) => f.id));
          assert.equal(ids.length, 20, `week ${wk.week}`);
          for (let i = 1; i <= 10; i++) assert.equal(ids.filter((id: string) => id === `000${i}`.slice(-4)).length, 2, `week ${wk.week}`);
        }
        const live = (await get("66120", { TYPE: "liveScoring" })).liveScoring;
        assert.equal(live.matchup.length, 10);
        const standings = (await get("66120", { TYPE: "leagueStandings" })).leagueStandings.franchise;
        for (const r of standings) assert.equal(Number(r.h2hw) + Number(r.h2hl) + Number(r.h2ht), 22, `${r.id}: 11 weeks × 2 games`);
      });

      await t.step("total points (80233): no matchups, no W-L, points decide", async () => {
        const lg = (await get("80233", { TYPE: "league" })).league;
        assert.equal(lg.h2h, "");
        for (const wk of (await get("80233", { TYPE: "schedule" })).schedule.weeklySchedule) assert.deepEqual(Object.keys(wk), ["week"]);
        for (const ALL of ["0", "1"]) {
          const rows = (await get("80233", { TYPE: "leagueStandings", ALL })).leagueStandings.franchise;
          assert.equal(rows.length, 12);
          for (const r of rows) {
            for (const k of Object.keys(r)) assert.ok(!/^(h2h|div|all_play|streak|strk|vp$|pa$)/.test(k), `no W-L column: ${k}`);
          }
          const pf = rows.map((r: Json) => Number(r.pf));
          assert.deepEqual(pf, [...pf].sort((a, b) => b - a));
        }
        const live = (await get("80233", { TYPE: "liveScoring" })).liveScoring;
        assert.equal(live.matchup, undefined);
        assert.equal(live.franchise.length, 12);
        const wr = (await get("80233", { TYPE: "weeklyResults", W: "11" })).weeklyResults;
        assert.equal(wr.matchup, undefined);
        assert.equal(wr.franchise.length, 12);
        assert.ok(wr.franchise.every((f: Json) => f.result === undefined && /^\d+$/.test(f.score)));
      });

      await t.step("16 teams in conferences (91624): conferences, divisions with symbols, HTML names, undecided playoffs", async () => {
        const lg = (await get("91624", { TYPE: "league" })).league;
        assert.deepEqual([lg.franchises.count, lg.endWeek, lg.lastRegularSeasonWeek], ["16", "18", "15"]);
        assert.deepEqual(lg.conferences.conference.map((c: Json) => c.id), ["00", "01"]);
        assert.deepEqual(lg.divisions.division.map((d: Json) => [d.name, d.conference]), [["★ North", "00"], ["South & Sons", "00"], ["#East", "01"], ["West – Ω", "01"]]);
        assert.equal(lg.franchises.franchise[0].name, "<font color='blue'>Blue Thunder</font>");
        const xml = await (await mfl(sim, "www61", { TYPE: "league", L: "91624" })).text();
        assert.match(xml, /name="&lt;font color='blue'&gt;Blue Thunder&lt;\/font&gt;"/);
        assert.match(xml, /<division id="01" name="South &amp; Sons" conference="00"\/>/);
        const mine = asList((await mflJson(sim, "", { TYPE: "myleagues", FRANCHISE_NAMES: "1" }, demo)).leagues.league).find((l: Json) => l.league_id === "91624");
        assert.equal(mine.franchise_name, "<b><font color=Orange>Orange Crush</font></b>");
        const rows = (await get("91624", { TYPE: "leagueStandings", ALL: "1" })).leagueStandings.franchise;
        assert.ok(rows.every((r: Json) => "confw" in r && Number(r.confw) + Number(r.confl) + Number(r.conft) <= 11));
        // Weeks 16-18 are playoff rounds not yet set: each franchise against itself, spread, "T", no score.
        const weeks = (await get("91624", { TYPE: "schedule" })).schedule.weeklySchedule;
        assert.equal(weeks.length, 18);
        for (const wk of weeks.slice(15)) {
          assert.equal(wk.matchup.length, 16, `week ${wk.week}`);
          for (const m of wk.matchup) {
            const [a, h] = m.franchise;
            assert.deepEqual([a.id === h.id, a.result, h.result, a.spread !== undefined, a.score], [true, "T", "T", true, undefined]);
          }
        }
        const tx = await transactions(sim, "91624", demo);
        assert.ok(tx.some((x) => x.type === "SURVIVOR_PICK") && tx.some((x) => x.type === "POOL_PICK"));
      });

      await t.step("starts in week 2 with victory points (37745): no week-1 games, VP standings", async () => {
        const lg = (await get("37745", { TYPE: "league" })).league;
        assert.deepEqual([lg.startWeek, lg.victoryPointsWin, lg.victoryPointsBuckets, lg.standingsSort], ["2", "2", "1 0", "VP,PTS,"]);
        const weeks = (await get("37745", { TYPE: "schedule" })).schedule.weeklySchedule;
        assert.equal(weeks[0].week, "2");
        assert.ok(!weeks.some((w: Json) => w.week === "1"));
        assert.deepEqual((await get("37745", { TYPE: "schedule", W: "1" })).schedule, {});
        assert.deepEqual((await get("37745", { TYPE: "liveScoring", W: "1" })).liveScoring, { week: "1" });
        assert.deepEqual((await get("37745", { TYPE: "weeklyResults", W: "1" })).weeklyResults, { week: "1" });
        const rows = (await get("37745", { TYPE: "leagueStandings" })).leagueStandings.franchise;
        let bucketVp = 0;
        for (const r of rows) {
          assert.equal(Number(r.h2hw) + Number(r.h2hl) + Number(r.h2ht), 10, `${r.id}: weeks 2-11`);
          const extra = Number(r.vp) - 2 * Number(r.h2hw) - Number(r.h2ht);
          assert.ok(extra >= 0 && extra <= 10, `${r.id}: ${extra} bucket points`);
          bucketVp += extra;
        }
        assert.equal(bucketVp, 10 * 5, "the top half of each of 10 weeks gets one");
        const vp = rows.map((r: Json) => Number(r.vp));
        assert.deepEqual(vp, [...vp].sort((a, b) => b - a));
      });
    } finally {
      await sim.close();
    }
  },
});
