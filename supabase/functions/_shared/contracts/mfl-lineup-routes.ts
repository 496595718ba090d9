/**
 * Set Lineup's reads by method and path alone, without their schemas: the route's loader starts
 * them (the SPA's api.start) before the modules holding the schemas have loaded. The endpoints in
 * mfl-lineup.ts are made from these, so the two cannot name different paths.
 */
export const rosterRoute = { method: "POST", path: "/api/mfl/roster" } as const;
export const lineupRoute = { method: "GET", path: "/api/mfl/lineup" } as const;
export const leagueSettingsRoute = { method: "POST", path: "/api/mfl/league-settings" } as const;
