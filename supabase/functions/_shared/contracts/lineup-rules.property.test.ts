// Lineup validation, checked as a property: random lineups judged by the product (validateLineup,
// fed through the product's own path from MFL's league export: normaliseLeague → settingsRow → the
// requirements POST /mfl/lineup checks) and by an independent checker written from the reference
// alone must agree on every one. The checker shares no code with lineup-rules.ts: it parses the
// export's `starters` itself and judges by its own reading, written out below.
//
// The reading (league-host-api.md §5.2, §7.1; spec 02 §5 for the fallback):
//  - `starters.position[]` rows name one position ("QB") or a group ("DT+DE", "CB+S"); `limit` is
//    "n" or "min-max"; `starters.count` is "n" or "min-max" (the gap between the minimums and the
//    count is the flex allowance, so no separate flex row exists in MFL's settings);
//  - MFL validates an import "against league.starters": each row's count within its limit, the
//    number of starters within `count`, and a player can start only in a row that names his
//    position (a position no row names cannot start);
//  - a league without starters gets spec 02 §5's fallback: QB, RB, WR, WR, TE, PK, Def, FLEX, FLEX,
//    FLEX taking RB, WR or TE, nine starters (maxStarters' default; `count` when MFL gives one).
// A lineup is valid when its starters can be given to rows that way.
import assert from "node:assert/strict";
import { startSimulator } from "../../../../local/sim/server.ts";
import { seededRandom } from "../insights/normal.ts";
import { settingsRow } from "../league-data/datasets/settings.ts";
import { normaliseLeague } from "../mfl/league.ts";
import type { JsonObject } from "../mfl/quirks.ts";
import { type LineupSettings, startingRequirementsOf, validateLineup } from "./lineup-rules.ts";

const LINEUPS_PER_PROFILE = 3000;

// ---- the independent checker ------------------------------------------------------------------

interface Row {
  name: string;
  positions: string[];
  min: number;
  max: number;
}

interface CheckerRules {
  rows: Row[];
  count: { min: number; max: number };
}

function range(text: string): { min: number; max: number } | null {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text);
  if (!m) return null;
  return { min: Number(m[1]), max: Number(m[2] ?? m[1]) };
}

/** The checker's own parse of a league export's `starters` block. */
function checkerRules(exported: JsonObject): CheckerRules {
  const starters = ((exported.league as JsonObject).starters ?? {}) as JsonObject;
  const raw = starters.position;
  const list = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) as { name: string; limit: string }[];
  const count = range(String(starters.count ?? ""));
  if (list.length === 0) {
    // Spec 02 §5's default lineup: seven fixed slots and FLEX up to the nine starters.
    const total = count?.max ?? 9;
    const fixed: Row[] = [
      { name: "QB", positions: ["QB"], min: 1, max: 1 },
      { name: "RB", positions: ["RB"], min: 1, max: 1 },
      { name: "WR", positions: ["WR"], min: 2, max: 2 },
      { name: "TE", positions: ["TE"], min: 1, max: 1 },
      { name: "PK", positions: ["PK"], min: 1, max: 1 },
      { name: "Def", positions: ["Def"], min: 1, max: 1 },
    ];
    const flex = total - 7;
    const rows = flex > 0 ? [...fixed, { name: "FLEX", positions: ["RB", "WR", "TE"], min: flex, max: flex }] : fixed;
    return { rows, count: { min: total, max: total } };
  }
  const rows = list.map((row) => ({ name: row.name, positions: row.name.split("+"), ...range(row.limit)! }));
  return { rows, count: count && count.max > 0 ? count : { min: 9, max: 9 } };
}

/**
 * Whether the starters (MFL position names) can be given to the rows within every limit and the
 * count: a search over how many of each position each row takes.
 */
function checkerAccepts(rules: CheckerRules, positions: string[]): boolean {
  if (positions.length < rules.count.min || positions.length > rules.count.max) return false;
  const tally = new Map<string, number>();
  for (const p of positions) tally.set(p, (tally.get(p) ?? 0) + 1);
  const kinds = [...tally.keys()];
  if (kinds.some((p) => !rules.rows.some((row) => row.positions.includes(p)))) return false;
  const filled = rules.rows.map(() => 0);
  const place = (k: number): boolean => {
    if (k === kinds.length) return rules.rows.every((row, i) => filled[i] >= row.min && filled[i] <= row.max);
    const eligible = rules.rows.map((row, i) => (row.positions.includes(kinds[k]) ? i : -1)).filter((i) => i >= 0);
    const spread = (j: number, left: number): boolean => {
      if (j === eligible.length - 1) {
        const i = eligible[j];
        if (filled[i] + left > rules.rows[i].max) return false;
        filled[i] += left;
        const ok = place(k + 1);
        filled[i] -= left;
        return ok;
      }
      const i = eligible[j];
      for (let n = 0; n <= left && filled[i] + n <= rules.rows[i].max; n++) {
        filled[i] += n;
        const ok = spread(j + 1, left - n);
        filled[i] -= n;
        if (ok) return true;
      }
      return false;
    };
    return spread(0, tally.get(kinds[k])!);
  };
  return place(0);
}

// ---- the product, as POST /mfl/lineup judges -------------------------------------------------

function productRules(exported: JsonObject): LineupSettings {
  const row = settingsRow(normaliseLeague(exported));
  return {
    startingPositions: startingRequirementsOf(row.starting_positions, row.max_starters),
    starterCount: row.starter_count,
    maxStarters: row.max_starters,
    rosterSize: row.roster_size,
    injuredReserve: row.injured_reserve,
  };
}

// ---- profiles -----------------------------------------------------------------------------------

/** A league export with these starters (the rest of the league does not matter to a lineup). */
function exportWith(count: string | null, rows: [string, string][]): JsonObject {
  const starters: JsonObject = { idp_starters: "" };
  if (count !== null) starters.count = count;
  if (rows.length > 0) starters.position = rows.map(([name, limit]) => ({ name, limit }));
  return { version: "1.0", encoding: "utf-8", league: { id: "1", name: "Profile", starters } };
}

const PROFILES: Record<string, JsonObject> = {
  "standard (reference §5.2)": exportWith("9", [["QB", "1"], ["RB", "2-3"], ["WR", "2-3"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]]),
  "IDP with groups": exportWith("17", [
    ["QB", "1"], ["RB", "1-4"], ["WR", "1-5"], ["TE", "1-5"], ["PK", "1"], ["DT+DE", "2-3"], ["LB", "2-3"], ["CB+S", "2-3"],
  ]),
  "superflex with a count range": exportWith("9-10", [["QB", "1-2"], ["RB", "2-3"], ["WR", "2-4"], ["TE", "1-2"], ["PK", "1"], ["Def", "1"]]),
  "spec fallback with FLEX (no starters)": exportWith(null, []),
  "spec fallback with FLEX, count 10": exportWith("10", []),
};

// The real leagues of the corpus (tests/fixtures/mfl-real/league).
const CORPUS = new URL("../../../../tests/fixtures/mfl-real/league/", import.meta.url);
for (const entry of [...Deno.readDirSync(CORPUS)].filter((e) => e.name.endsWith(".json")).sort((a, b) => a.name.localeCompare(b.name))) {
  PROFILES[`real league ${entry.name.replace(/\.json$/, "")}`] = JSON.parse(Deno.readTextFileSync(new URL(entry.name, CORPUS)));
}

// Every league the simulator hosts at its default seed, as its league export answers.
const sim = await startSimulator({ port: 0, seed: 1, leagues: "all", clock: { preset: "default", frozen: true } });
try {
  for (const id of [...sim.world.leagues.keys()].sort()) {
    const res = await fetch(`${sim.url}/2026/export?TYPE=league&L=${id}&JSON=1`, { redirect: "follow" });
    const exported = await res.json();
    PROFILES[`simulator ${id} ${exported.league.name}`] = exported;
  }
} finally {
  await sim.close();
}

// ---- random lineups ------------------------------------------------------------------------------

/**
 * Half the lineups are built to be nearly right (each row's minimum, then extra players while rows
 * have room, up to a count in range), then changed 0-2 times (a player added, removed or swapped for
 * another position); the other half are any positions at a size near the count. Positions come from
 * the league's rows plus ones it does not start (a punter, a linebacker or a team defence).
 */
function randomLineup(random: () => number, rules: CheckerRules): string[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const started = [...new Set(rules.rows.flatMap((row) => row.positions))];
  const pool = [...started, ...["PN", "LB", "Def", "DE"].filter((p) => !started.includes(p)).slice(0, 2)];
  const size = () => rules.count.min + Math.floor(random() * (rules.count.max - rules.count.min + 1));
  if (random() < 0.5) {
    return Array.from({ length: Math.max(0, size() - 2 + Math.floor(random() * 5)) }, () => pick(pool));
  }
  const lineup: string[] = [];
  const taken = rules.rows.map((row) => row.min);
  rules.rows.forEach((row) => {
    for (let i = 0; i < row.min; i++) lineup.push(pick(row.positions));
  });
  const target = size();
  for (let tries = 0; lineup.length < target && tries < 50; tries++) {
    const i = Math.floor(random() * rules.rows.length);
    if (taken[i] < rules.rows[i].max) {
      taken[i]++;
      lineup.push(pick(rules.rows[i].positions));
    }
  }
  const changes = Math.floor(random() * 3);
  for (let c = 0; c < changes; c++) {
    const what = random();
    if (what < 0.33) lineup.push(pick(pool));
    else if (what < 0.66 && lineup.length > 0) lineup.splice(Math.floor(random() * lineup.length), 1);
    else if (lineup.length > 0) lineup[Math.floor(random() * lineup.length)] = pick(pool);
  }
  // In any order: MFL's import takes a list of ids with no slots.
  return lineup.sort(() => random() - 0.5);
}

// ---- the property -------------------------------------------------------------------------------

const profileCount = Object.keys(PROFILES).length;

for (const [name, exported] of Object.entries(PROFILES)) {
  Deno.test(
    `validateLineup agrees with a checker written from the reference on ${LINEUPS_PER_PROFILE.toLocaleString("en")} random lineups ` +
      `(of ${(LINEUPS_PER_PROFILE * profileCount).toLocaleString("en")} over ${profileCount} profiles): ${name}`,
    () => {
      const checker = checkerRules(exported);
      const product = productRules(exported);
      // Seeded: the same lineups on every run.
      const random = seededRandom([...name].reduce((h, ch) => Math.imul(h, 31) + ch.charCodeAt(0), 7));
      let valid = 0;
      for (let n = 0; n < LINEUPS_PER_PROFILE; n++) {
        const lineup = randomLineup(random, checker);
        const expected = checkerAccepts(checker, lineup);
        const problems = validateLineup(product, lineup);
        assert.equal(
          problems.length === 0,
          expected,
          `lineup ${n} [${lineup.join(", ")}]: the reference says ${expected ? "valid" : "invalid"}, ` +
            `the product says ${problems.length === 0 ? "valid" : problems.join("; ")}`,
        );
        if (expected) valid++;
      }
      // Both verdicts must be common, or the agreement means little.
      assert.ok(valid > LINEUPS_PER_PROFILE * 0.1 && valid < LINEUPS_PER_PROFILE * 0.9, `${valid} of ${LINEUPS_PER_PROFILE} valid`);
    },
  );
}
