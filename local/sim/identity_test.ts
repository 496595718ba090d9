import { assert, startFrozen, tank01 } from "./test-helpers.ts";

// deno-lint-ignore no-explicit-any
type Loose = any;

Deno.test({
  name: "identity differences between MFL and Tank01, and their truth on the control API only",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const sim = await startFrozen();
    try {
      const truth: Loose = await (await fetch(`${sim.url}/_sim/identity`)).json();
      const list: Loose[] = (await (await tank01(sim, "getNFLPlayerList", {}, "k")).json()).body;
      const mfl: Loose[] = (await (await fetch(`${sim.url}/2026/export?TYPE=players&DETAILS=1&JSON=1`)).json()).players.player;
      const mflById = new Map(mfl.map((p) => [p.id, p]));

      await t.step("every Tank01 row has its truth; names differ by suffixes, punctuation, nicknames", () => {
        assert.equal(truth.tank01.length, list.length);
        const differ = truth.tank01.filter((r: Loose) => r.nameDiffers);
        assert.ok(differ.length > 40, `${differ.length} names differ`);
        assert.ok(differ.some((r: Loose) => / (Jr\.|Sr\.|II|III)$/.test(r.tank01Name)), "a suffix");
        assert.ok(differ.some((r: Loose) => /'/.test(r.tank01Name)), "an apostrophe");
        assert.ok(differ.some((r: Loose) => /^(Mike|Michael) /.test(r.tank01Name) && !r.mflName.endsWith(r.tank01Name.split(" ")[0])), "a nickname");
        for (const r of truth.tank01) assert.ok(mflById.has(r.mflId), `MFL has ${r.mflId}`);
      });

      await t.step("some rows share no id with MFL; some carry an id that is someone else's", () => {
        const noShared = truth.tank01.filter((r: Loose) => !r.sharedId);
        assert.ok(noShared.length > 50 && noShared.length < truth.tank01.length / 3, `${noShared.length} without a shared id`);
        assert.ok(truth.tank01.filter((r: Loose) => r.misleadingId).length >= 3);
        assert.ok(list.some((r) => !r.espnID), "a row without espnID");
      });

      await t.step("two players with one name on different teams", () => {
        const [a, b] = truth.sameName.map((id: string) => mflById.get(id));
        assert.equal(a.name, b.name);
        assert.notEqual(a.team, b.team);
        assert.equal(a.espn_id, undefined);
        assert.equal(b.cbs_id, undefined);
      });

      await t.step("a receiver traded mid-season: old team's box scores before the trade, the new team's after", async () => {
        const { mflId, from, to, week } = truth.traded;
        assert.equal(mflById.get(mflId).team, to, "MFL lists his new team");
        const espn = truth.tank01.find((r: Loose) => r.mflId === mflId).tank01Id;
        const season = sim.world.season;
        const teamIn = async (w: number) => {
          const g = season.gameOf(w < week ? from : to, w);
          if (!g) return null;
          const box: Loose = (await (await tank01(sim, "getNFLBoxScore", { gameID: g.id }, "k")).json()).body;
          return box.playerStats?.[espn]?.team ?? null;
        };
        const tank01Code = (mfl: string) => season.teamByMfl.get(mfl)!.tank01;
        const before = await teamIn(week - 1) ?? await teamIn(week - 2);
        const after = await teamIn(week) ?? await teamIn(week + 1);
        assert.equal(before, tank01Code(from));
        assert.equal(after, tank01Code(to));
      });

      await t.step("neither MFL's nor Tank01's answers carry the other's id", () => {
        const text = JSON.stringify(list);
        assert.doesNotMatch(text, /mfl/i);
      });
    } finally {
      await sim.close();
    }
  },
});
