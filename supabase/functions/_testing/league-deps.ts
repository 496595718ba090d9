// Tests only: the league handler wired to in-memory tables, the real LeagueSync, and a fake
// upstream answering composed MFL bodies (normalised by the real normalisers), with failure modes.
import { mflSessionError } from "../_shared/credentials/mfl-session.ts";
import { LeagueSync } from "../_shared/league-data/league-sync.ts";
import type { LeagueReader } from "../_shared/league-data/league-store.ts";
import { MemoryLeagueTables } from "./memory-league.ts";
import { UpstreamHttpError } from "../_shared/upstream/errors.ts";
import type { MflQuery } from "../_shared/mfl/queries.ts";
import type { JsonObject } from "../_shared/mfl/quirks.ts";
import { settingsDefaults } from "../_shared/contracts/admin-settings.ts";
import { testAuthorizer } from "./helpers.ts";
import { toAppError } from "../_shared/mfl/app-errors.ts";
import type { UpstreamResult } from "../_shared/upstream/result.ts";
import { createHandler } from "../league/handler.ts";

export const LEAGUE_ID = "61408";
export const YEAR = 2026;
export const NOW = Date.parse("2026-11-21T12:00:00Z");

export const MFL_BODIES: Record<string, JsonObject> = {
  league: {
    league: {
      id: LEAGUE_ID,
      name: "Gridiron Gazette League",
      franchises: {
        franchise: [
          { id: "0001", name: "<b>Alpha</b>", division: "00", bbidAvailableBalance: "88.00" },
          { id: "0002", name: "Bravo", division: "00", bbidAvailableBalance: "100.00" },
          { id: "0003", name: "Charlie", division: "01", bbidAvailableBalance: "50.00" },
        ],
      },
      divisions: { division: [{ id: "00", name: "East" }, { id: "01", name: "West" }] },
    },
  },
  leagueStandings: {
    leagueStandings: {
      franchise: [
        { id: "0003", h2hw: "9", h2hl: "2", h2ht: "0", pf: "1500.50", pa: "1100", streak_type: "W", streak_len: "4", divw: "3", divl: "0", divt: "0" },
        { id: "0002", h2hw: "6", h2hl: "4", h2ht: "1", pf: "1300", pa: "1250", streak_type: "L", streak_len: "1", divw: "1", divl: "2", divt: "0" },
        { id: "0001", h2hw: "6", h2hl: "4", h2ht: "1", pf: "1350.25", pa: "1200", streak_type: "W", streak_len: "1", divw: "2", divl: "1", divt: "0" },
      ],
    },
  },
  transactions: {
    transactions: {
      transaction: [
        {
          type: "TRADE", franchise: "0001", franchise2: "0002", timestamp: "1763700000",
          franchise1_gave_up: "13116,FP_0001_2027_2,", franchise2_gave_up: "14000,BB_10,", comments: "Good luck!",
        },
        { type: "BBID_WAIVER", franchise: "0003", timestamp: "1763600000", transaction: "15000,|7.00|16000," },
        { type: "BBID_AUTO_PROCESS_WAIVERS", franchise: "", timestamp: "1763599000", transaction: "" },
        { type: "FREE_AGENT", franchise: "0002", timestamp: "1763500000", transaction: "|17000," },
      ],
    },
  },
  players: {
    players: {
      player: [
        { id: "13116", name: "Mahomes, Patrick", position: "QB", team: "KCC" },
        { id: "14000", name: "Kelce, Travis", position: "TE", team: "KCC" },
        { id: "15000", name: "Nacua, Puka", position: "WR", team: "LAR" },
      ],
    },
  },
};

export interface UnderTest {
  handler: (req: Request) => Promise<Response>;
  tables: MemoryLeagueTables;
  /** MFL exports asked for, by type. */
  calls: string[];
  /** Make MFL fail (transient: 503) or recover. */
  failing: { mfl: boolean };
  /** What the fake upstream answers with: fresh, or its last good copy marked stale. */
  upstreamStale: { value: boolean };
  sessions: Map<string, string>;
  now: { value: number };
}

export interface UnderTestOptions {
  /** Wraps the in-memory reader, e.g. to make one read fail as the database would. */
  reader?: (memory: LeagueReader) => LeagueReader;
  /** MFL bodies that replace MFL_BODIES' (another kind of league). */
  bodies?: Record<string, JsonObject>;
}

export function leagueUnderTest(options: UnderTestOptions = {}): UnderTest {
  const tables = new MemoryLeagueTables();
  const calls: string[] = [];
  const failing = { mfl: false };
  const upstreamStale = { value: false };
  const now = { value: NOW };
  tables.clock = () => now.value;
  const sessions = new Map<string, string>();
  const upstream = {
    async get<T>(query: MflQuery<T>): Promise<UpstreamResult<T>> {
      await Promise.resolve();
      calls.push(query.type);
      if (failing.mfl) throw toAppError(new UpstreamHttpError(503, "www44.myfantasyleague.com"));
      const body = options.bodies?.[query.type] ?? MFL_BODIES[query.type];
      if (!body) throw new Error(`no fixture for ${query.type}`);
      const fetchedAt = new Date(upstreamStale.value ? now.value - 3_600_000 : now.value).toISOString();
      return { data: query.normalise(body), stale: upstreamStale.value, fetchedAt };
    },
  };
  const sync = new LeagueSync({
    upstream,
    writer: tables.writer(),
    session: (userId) => {
      const cookie = sessions.get(userId);
      if (!cookie) return Promise.reject(mflSessionError("not_connected"));
      return Promise.resolve({ cookie });
    },
  });
  const handler = createHandler({
    authorize: testAuthorizer(),
    reader: (caller) => {
      const memory = tables.reader(caller.userId ?? "");
      return options.reader ? options.reader(memory) : memory;
    },
    sync,
    settings: () => Promise.resolve(settingsDefaults),
    now: () => now.value,
  });
  return { handler, tables, calls, failing, upstreamStale, sessions, now };
}
