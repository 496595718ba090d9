import assert from "node:assert/strict";
import { normaliseSchedule } from "../../mfl/schedule.ts";
import { DEFAULT_WEEK_RANGE } from "../../contracts/league-weeks.ts";
import { scheduleRows } from "./schedule.ts";

const pairing = (a: string, b: string, extra: Record<string, string> = {}) => ({
  franchise: [{ id: a, isHome: "0", result: "T", spread: "0", ...extra }, { id: b, isHome: "1", result: "T", spread: "0", ...extra }],
});
const schedule = (weeks: { week: string; matchup?: unknown }[]) => normaliseSchedule({ schedule: { weeklySchedule: weeks } } as never);
const brief = (rows: ReturnType<typeof scheduleRows>) => rows.map((r) => `${r.week} ${r.franchise_id}#${r.game} vs ${r.opponent_id ?? "TBD"}`);

Deno.test("schedule rows: an undecided playoff pairing is TBD, never a franchise playing itself", () => {
  const rows = scheduleRows(schedule([{ week: "14", matchup: [pairing("0001", "0001"), pairing("0002", "0003")] }]), DEFAULT_WEEK_RANGE);
  assert.deepEqual(brief(rows), ["14 0001#1 vs TBD", "14 0002#1 vs 0003", "14 0003#1 vs 0002"]);
});

Deno.test("schedule rows: two games in a week keep both opponents, numbered in MFL's order", () => {
  // TheLeague's 2026 week 13 (tests/fixtures/mfl-real/schedule/braven-theleague-2026-weeks-12-17.json).
  const rows = scheduleRows(schedule([{ week: "13", matchup: [pairing("0002", "0010"), pairing("0012", "0001"), pairing("0001", "0009"), pairing("0002", "0016")] }]), DEFAULT_WEEK_RANGE);
  assert.deepEqual(brief(rows.filter((r) => r.franchise_id === "0002" || r.franchise_id === "0001")), [
    "13 0002#1 vs 0010",
    "13 0001#1 vs 0012",
    "13 0001#2 vs 0009",
    "13 0002#2 vs 0016",
  ]);
  assert.equal(rows.length, 8);
});

Deno.test("schedule rows: only the league's own weeks", () => {
  const weeks = schedule([{ week: "1", matchup: pairing("0001", "0002") }, { week: "18", matchup: pairing("0001", "0002") }]);
  assert.deepEqual(scheduleRows(weeks, DEFAULT_WEEK_RANGE).map((r) => r.week), [1, 1], "default 1-17");
  assert.deepEqual(scheduleRows(weeks, { first: 2, last: 18 }).map((r) => r.week), [18, 18], "a league of weeks 2-18");
});
