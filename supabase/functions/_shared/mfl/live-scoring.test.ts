import assert from "node:assert/strict";
import { normaliseLiveScoring } from "./live-scoring.ts";
import { LIVE_SCORING } from "../../_testing/mfl-fixtures.ts";

Deno.test("liveScoring: matchup shape, single player object, live detection", () => {
  const live = normaliseLiveScoring(LIVE_SCORING);
  assert.equal(live.week, 5);
  assert.equal(live.matchups.length, 1);
  assert.equal(live.franchises.length, 2);
  const [away, home] = live.franchises;
  assert.equal(away.isHome, false);
  assert.equal(away.gameSecondsRemaining, 25200);
  assert.equal(away.players[0].isStarter, true);
  assert.equal(away.players[2].isStarter, false);
  assert.equal(away.players[0].updatedStats, undefined);
  assert.equal(home.players.length, 1);
  assert.equal(live.anyGameLive, true);
});

Deno.test("liveScoring: flat franchise list (no pairings) and a finished week", () => {
  const flat = normaliseLiveScoring({
    liveScoring: {
      week: "3",
      franchise: { id: "0001", score: "10", gameSecondsRemaining: "0", playersCurrentlyPlaying: "0", playersYetToPlay: "0" },
    },
  });
  assert.deepEqual(flat.matchups, []);
  assert.equal(flat.franchises.length, 1);
  assert.equal(flat.franchises[0].isHome, null);
  assert.deepEqual(flat.franchises[0].players, []);
  assert.equal(flat.anyGameLive, false);
});

Deno.test("liveScoring: a single matchup given as an object (one pairing), one franchise's single player as an object", () => {
  const live = normaliseLiveScoring({
    liveScoring: {
      week: "17",
      matchup: {
        franchise: [
          { id: "0001", isHome: "0", score: "12.5", gameSecondsRemaining: "3600", players: { player: { id: "1", status: "starter", score: "12.5", gameSecondsRemaining: "3600" } } },
          { id: "0002", isHome: "1", score: "0", gameSecondsRemaining: "0", players: { player: [] } },
        ],
      },
    },
  });
  assert.equal(live.matchups.length, 1, "one pairing");
  assert.deepEqual(live.matchups[0].franchises.map((f) => f.id), ["0001", "0002"]);
  assert.equal(live.franchises[0].players[0].id, "1");
  assert.equal(live.franchises[0].players[0].scoreText, "12.5");
  assert.deepEqual(live.franchises[1].players, []);
  assert.equal(live.anyGameLive, false, "3600 s is not started, 0 s is over");
});

Deno.test("liveScoring XML: MFL's names and texts, both shapes, read back the same", async () => {
  const { liveScoringXml } = await import("./live-scoring.ts");
  const { parseXml } = await import("./xml.ts");
  const live = normaliseLiveScoring(LIVE_SCORING);
  const xml = liveScoringXml(live, 5);
  assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\n<liveScoring week="5"><matchup><franchise id="0001" isHome="0" score="38.20" /);
  assert.match(xml, /<player id="13116" status="starter" score="21.40" gameSecondsRemaining="1260" updatedStats=""\/>/);
  assert.deepEqual(normaliseLiveScoring(parseXml(xml)!), live, "the XML says what the shared copy says");
  const flat = normaliseLiveScoring({ liveScoring: { week: "3", franchise: [{ id: "0001", score: "10" }, { id: "0002", score: "7.5" }] } });
  const flatXml = liveScoringXml(flat, 3);
  assert.doesNotMatch(flatXml, /<matchup/);
  assert.deepEqual(normaliseLiveScoring(parseXml(flatXml)!).franchises.map((f) => [f.id, f.score]), [["0001", 10], ["0002", 7.5]]);
  assert.match(liveScoringXml({ ...flat, franchises: [{ ...flat.franchises[0], id: 'A"<&' }] }, 3), /id="A&quot;&lt;&amp;"/);
});
