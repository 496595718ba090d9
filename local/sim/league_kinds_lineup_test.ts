// The lineup import against each new league's rules: what MFL would accept and what it would refuse
// (IDP groups, a starter-count range and superflex, best ball, the custom and taxi players of the
// dynasty, a week before the league starts). Every refusal leaves the lineup as it was.
import { activeByPos, asList, assert, franchisesOf, importLineup, login, mflJson, startFrozen } from "./test-helpers.ts";

const OK = /<status>OK<\/status>/;

Deno.test({
  name: "league kinds: lineup imports follow each league's starter rules",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    const demo = await login(sim, "demo", "demo123");
    const send = (host: string, L: string, starters: string[], W = "13") => importLineup(sim, host, { L, W, STARTERS: starters.join(",") }, demo);
    const startersOf = async (host: string, L: string, fid: string, W = "13") => {
      const live = (await mflJson(sim, host, { TYPE: "liveScoring", L, W })).liveScoring;
      return asList(franchisesOf(live).find((f) => f.id === fid).players.player).map((p) => (p as { id: string }).id).sort();
    };
    try {
      await t.step("IDP (28830): DT+DE, LB and CB+S counted as groups, within their ranges and the count", async () => {
        const by = activeByPos(sim, "28830", "0008");
        const offense = [...by("QB").slice(0, 1), ...by("RB").slice(0, 2), ...by("WR").slice(0, 2), ...by("TE").slice(0, 1), ...by("PK").slice(0, 1)];
        // 7 offense + DT+DE 3 (two DE, one DT) + LB 2 + CB+S 3 (two CB, one S) = 15.
        const valid = [...offense, ...by("DE").slice(0, 2), ...by("DT").slice(0, 1), ...by("LB").slice(0, 2), ...by("CB").slice(0, 2), ...by("S").slice(0, 1)];
        assert.equal(valid.length, 15);
        assert.match(await send("www54", "28830", valid), OK);
        assert.deepEqual(await startersOf("www54", "28830", "0008"), [...valid].sort());
        const cases: [string, string[], RegExp][] = [
          ["one DT+DE", [...offense, ...by("RB").slice(2, 3), by("DE")[0], ...by("LB").slice(0, 2), ...by("CB").slice(0, 2), ...by("S").slice(0, 2)], /1 starters at DT\+DE, the league allows 2-3/],
          ["one CB+S", [...offense, ...by("WR").slice(2, 4), ...by("DE").slice(0, 2), by("DT")[0], ...by("LB").slice(0, 2), by("CB")[0]], /1 starters at CB\+S, the league allows 2-4/],
          ["sixteen", [...valid, by("S")[1]], /16 starters submitted, the league requires 15/],
        ];
        for (const [name, starters, re] of cases) {
          const body = await send("www54", "28830", starters);
          assert.match(body, /<error>/, name);
          assert.match(body, re, `${name}: ${body}`);
        }
        assert.deepEqual(await startersOf("www54", "28830", "0008"), [...valid].sort(), "refusals changed nothing");
      });

      await t.step("superflex (53290): 9 or 10 starters, one or two quarterbacks", async () => {
        const by = activeByPos(sim, "53290", "0002");
        const core = [...by("RB").slice(0, 2), ...by("WR").slice(0, 2), ...by("TE").slice(0, 1), ...by("PK").slice(0, 1), ...by("Def").slice(0, 1)];
        const nine = [by("QB")[0], ...core, by("WR")[2]];
        const ten = [...by("QB").slice(0, 2), ...core, by("WR")[2]];
        assert.match(await send("www61", "53290", nine), OK);
        assert.deepEqual(await startersOf("www61", "53290", "0002"), [...nine].sort());
        assert.match(await send("www61", "53290", ten), OK, "superflex: two quarterbacks");
        assert.deepEqual(await startersOf("www61", "53290", "0002"), [...ten].sort());
        assert.match(await send("www61", "53290", [by("QB")[0], ...core]), /8 starters submitted, the league requires 9-10/);
        assert.match(await send("www61", "53290", [...ten, by("RB")[2]]), /11 starters submitted, the league requires 9-10/);
        assert.match(await send("www61", "53290", [...by("QB").slice(0, 3), ...core]), /3 starters at QB, the league allows 1-2/);
        assert.deepEqual(await startersOf("www61", "53290", "0002"), [...ten].sort());
      });

      await t.step("best ball (19044): refused; the system's lineup stands", async () => {
        const before = await startersOf("www73", "19044", "0010", "11");
        const body = await send("www73", "19044", before.slice(0, 9), "13");
        assert.match(body, /^<\?xml version="1.0" encoding="utf-8"\?>\n<error>.*best ball/);
        assert.deepEqual(await startersOf("www73", "19044", "0010", "11"), before);
      });

      await t.step("dynasty (40517): custom and taxi-squad players cannot start", async () => {
        const by = activeByPos(sim, "40517", "0005");
        const valid = [...by("QB").slice(0, 1), ...by("RB").slice(0, 3), ...by("WR").slice(0, 3), ...by("TE").slice(0, 1), ...by("PK").slice(0, 1), ...by("Def").slice(0, 1)];
        assert.match(await send("www49", "40517", valid), OK);
        assert.match(await send("www49", "40517", [...valid.slice(0, 9), "98001"]), /98001 is not in the player database/);
        const taxi = [...sim.world.leagues.get("40517")!.data.byFranchise.get("0005")!.roster].find(([, s]) => s === "TAXI_SQUAD")![0];
        assert.match(await send("www49", "40517", [...valid.slice(0, 9), taxi]), /taxi squad/);
      });

      await t.step("week 2 start (37745): no lineup for week 1", async () => {
        const by = activeByPos(sim, "37745", "0006");
        const valid = [...by("QB").slice(0, 1), ...by("RB").slice(0, 2), ...by("WR").slice(0, 3), ...by("TE").slice(0, 1), ...by("PK").slice(0, 1), ...by("Def").slice(0, 1)];
        assert.match(await send("www73", "37745", valid, "1"), /Invalid week: 1/);
        assert.match(await send("www73", "37745", valid, "13"), OK);
      });
    } finally {
      await sim.close();
    }
  },
});
