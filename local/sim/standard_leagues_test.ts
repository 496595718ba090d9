// The three standard leagues (61408, 35112, 72901) are what the product's tests, e2e files and
// benchmarks were written against: every export of theirs must stay byte-for-byte what it was for
// the same seed and clock, whatever other leagues the world hosts. This test hashes each answer
// at two moments (the default Sunday of week 12, and after the season) and compares them with the
// hashes recorded on the code before any other league existed (standard-leagues.hashes.json).
// A deliberate change to a standard league updates that file: SIM_HASHES_UPDATE=1 rewrites it.
import { assert } from "./test-helpers.ts";
import { recordedHashes, standardHashes, writeRecordedHashes } from "./standard-hashes.ts";

/** What the other league kinds may change: the demo account's league list and the player database (IDP players). */
const MAY_CHANGE_WITH_ALL = /^\w+ demo \/2026\/export\?TYPE=(myleagues|players)(&|$)/;

for (const leagues of ["standard", "all"] as const) {
  Deno.test({
    name: `leagues "${leagues}": the standard leagues answer byte-for-byte what they answered before other league kinds existed`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const actual = await standardHashes({ leagues });
      if (Deno.env.get("SIM_HASHES_UPDATE") === "1") {
        if (leagues === "standard") await writeRecordedHashes(actual);
        return;
      }
      const recorded = await recordedHashes();
      const kept = Object.keys(recorded).filter((k) => leagues === "standard" || !MAY_CHANGE_WITH_ALL.test(k));
      assert.ok(kept.length > 230, String(kept.length));
      const changed = kept.filter((k) => actual[k] !== recorded[k]);
      assert.deepEqual(changed, [], `answers that changed:\n${changed.join("\n")}`);
      assert.deepEqual(Object.keys(actual).sort(), Object.keys(recorded).sort());
      if (leagues === "all") {
        // The other kinds are really there: demo's league list and the player database did change.
        assert.ok(Object.keys(recorded).filter((k) => MAY_CHANGE_WITH_ALL.test(k)).every((k) => actual[k] !== recorded[k]));
      }
    },
  });
}
