import { assert, mflJson, startFrozen } from "./test-helpers.ts";

const post = (url: string, body: unknown, method = "POST") =>
  fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());

Deno.test({
  name: "control API: an injury set for a player is in MFL's injury report at once, cleared by an empty status and by reset",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const sim = await startFrozen();
    const report = async () =>
      Object.fromEntries(([] as { id: string; status: string }[]).concat((await mflJson(sim, "", { TYPE: "injuries" })).injuries.injury ?? [])
        .map((i) => [i.id, i.status]));
    try {
      const healthy = sim.world.season.players.find((p) => !p.injury && p.team !== "FA" && p.pos === "WR")!;
      const hurt = sim.world.season.players.find((p) => p.injury && p.injury.sinceWeek <= 12 && p.team !== "FA")!;
      const before = await report();
      assert.equal(before[healthy.mflId], undefined);
      const set = await post(`${sim.url}/_sim/injuries`, { player: healthy.mflId, status: "Out", details: "Ankle" });
      assert.deepEqual(set.injury, { status: "Out", details: "Ankle" });
      assert.equal(set.player, healthy.mflId);
      assert.equal((await report())[healthy.mflId], "Out", "the frozen clock's cached report is not served");
      await post(`${sim.url}/_sim/injuries`, { player: hurt.mflId, status: "" });
      assert.equal((await report())[hurt.mflId], undefined, "an empty status clears a season injury");
      assert.equal((await post(`${sim.url}/_sim/injuries`, { player: "nope", status: "Out" })).error, "no player nope");
      await post(`${sim.url}/_sim/reset`, {});
      assert.deepEqual(await report(), before, "reset restores the season's report");
    } finally {
      await sim.close();
    }
  },
});
