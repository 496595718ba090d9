import assert from "node:assert/strict";
import { z } from "npm:zod@4.6.7";
import { parseWith } from "../input.ts";
import { leagueIdSchema, leagueQuerySchema, yearSchema } from "./league-input.ts";

const body = z.object({ leagueId: leagueIdSchema, year: yearSchema });
const problem = (value: unknown) => {
  try {
    parseWith(body, value);
  } catch (err) {
    return (err as Error).message;
  }
  assert.fail(`accepted ${JSON.stringify(value)}`);
};

Deno.test("leagueIdSchema: MFL ids are 1 to 10 digits; numbers and padding are read as the digits", () => {
  assert.equal(parseWith(leagueIdSchema, "61408"), "61408");
  assert.equal(parseWith(leagueIdSchema, " 37920 "), "37920");
  assert.equal(parseWith(leagueIdSchema, 12345), "12345");
  assert.equal(parseWith(leagueIdSchema, "1234567890"), "1234567890");
  assert.equal(problem({ leagueId: "12ab" }), "Invalid request: leagueId must have digits only, e.g. 61408");
  assert.equal(problem({ leagueId: "" }), "Invalid request: leagueId must not be empty");
  assert.equal(problem({ leagueId: "12345678901" }), "Invalid request: leagueId must be at most 10 characters long");
  assert.equal(problem({ leagueId: true }), "Invalid request: leagueId must be a string");
  assert.equal(problem({}), "Invalid request: leagueId is required");
});

Deno.test("yearSchema: 1999 to 2100, whole numbers; blank or absent means the current season", () => {
  assert.equal(parseWith(yearSchema, "2026"), 2026);
  assert.equal(parseWith(yearSchema, 1999), 1999);
  assert.equal(parseWith(yearSchema, ""), undefined);
  assert.equal(parseWith(yearSchema, null), undefined);
  assert.equal(parseWith(yearSchema, undefined), undefined);
  assert.match(problem({ leagueId: "1", year: 1998 }), /year must be at least 1999/);
  assert.match(problem({ leagueId: "1", year: "2101" }), /year must be at most 2100/);
  assert.match(problem({ leagueId: "1", year: 2026.5 }), /year must be a whole number/);
  assert.match(problem({ leagueId: "1", year: "x" }), /year must be a number/);
});

Deno.test("leagueQuerySchema reads ?leagueId=&year= from query strings", () => {
  const q = (s: string) => parseWith(leagueQuerySchema, Object.fromEntries(new URLSearchParams(s)));
  assert.deepEqual(q("leagueId=61408&year=2025"), { leagueId: "61408", year: 2025 });
  assert.deepEqual(q("leagueId=61408&year="), { leagueId: "61408", year: undefined });
});
