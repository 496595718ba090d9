import { describe, expect, it } from "vitest";
import { resolveApiPath } from "./api-routes";

describe("resolveApiPath", () => {
  it.each([
    ["/api/mfl/login", { fn: "mfl", path: "/login" }],
    ["/api/mfl", { fn: "mfl", path: "/" }],
    ["/api/mfl?year=2026", { fn: "mfl", path: "/?year=2026" }],
    ["/mfl/leagues?year=2026", { fn: "mfl", path: "/leagues?year=2026" }],
    ["/api/admin/settings", { fn: "admin", path: "/settings" }],
    ["/api/fantasypoints/weekly", { fn: "admin", path: "/fantasypoints/weekly" }],
    ["/api/league-standings?leagueId=61408", { fn: "league", path: "/league-standings?leagueId=61408" }],
    ["/api/injuries", { fn: "league", path: "/injuries" }],
    ["/api/tank01/box-score", { fn: "tank01", path: "/box-score" }],
  ])("maps %s", (input, expected) => {
    expect(resolveApiPath(input)).toEqual(expected);
  });

  it("knows no other paths", () => {
    expect(resolveApiPath("/api/unknown/thing")).toBeNull();
    expect(resolveApiPath("/api/")).toBeNull();
    expect(resolveApiPath("/api/__proto__")).toBeNull();
  });
});
