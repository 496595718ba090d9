import assert from "node:assert/strict";
import { corpusTable, runCorpus } from "../../_testing/real-corpus.ts";

// Every real MFL response of tests/fixtures/mfl-real/ (SOURCES.md there says where each came from)
// through the product's parser and dataset step for its type: see _testing/real-corpus.ts for what
// is checked. The table is the corpus figure (also `npm run bench -- corpus`).
const results = await runCorpus();

Deno.test("real MFL corpus: every type the product reads is in it", () => {
  const types = new Set(results.map((r) => r.type));
  for (
    const type of [
      "league", "rosters", "leagueStandings", "transactions", "schedule", "weeklyResults", "playerScores", "liveScoring",
      "projectedScores", "players", "injuries", "nflSchedule", "nflByeWeeks", "salaries", "myleagues", "login",
    ]
  ) assert.ok(types.has(type), `no real ${type} answer in the corpus`);
});

Deno.test("real MFL corpus: every response parses, keeps its assets and agrees with MFL's counts", () => {
  console.log(corpusTable(results));
  for (const r of results) {
    assert.ok(r.parsed, `${r.file} does not parse`);
    assert.deepEqual(r.problems, [], r.file);
  }
  assert.equal(results.reduce((n, r) => n + r.emptyAssetRows, 0), 0, "transactions kept with no asset and no description");
});

Deno.test("real MFL corpus: the cases of issue 21 are in it and come out right", () => {
  const file = (name: string) => results.find((r) => r.file === name)!;
  // 3,140 transactions of a real auction dynasty league, 2,731 of them AUCTION_INIT/BID/WON.
  assert.equal(file("transactions/ffscrapr-37920-2020.json").rows, 3140);
  // Undecided playoff weeks 14-15 (23 franchises each listed against itself: one TBD row each, not two).
  assert.equal(file("schedule/ffscrapr-54040-2020.json").rows, 13 * 14 + 14 + 9 + 6);
  // Weeks 12-14 of a 16-team league whose week 13 has two games per franchise.
  assert.equal(file("schedule/braven-theleague-2026-weeks-12-17.json").rows, 16 + 32 + 16);
  assert.equal(file("players/mfl-api-2015-since-error.json").mflError?.startsWith("No Player Database Changes Since"), true);
  assert.equal(file("login/ffscrapr-2020-invalid-password.xml").mflError, "Invalid Password");
});
