// MFL answers composed from the league-host reference (docs: reference/league-host-api.md), with
// its quirks kept: strings everywhere, single-item objects, empty lists, $t nodes, HTML names.
import type { JsonObject } from "../_shared/mfl/quirks.ts";

export const LEAGUE: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  league: {
    id: "12345",
    name: "Example League",
    baseURL: "https://www44.myfantasyleague.com",
    rosterSize: "22",
    injuredReserve: "4",
    taxiSquad: "3",
    startWeek: "1",
    endWeek: "17",
    lastRegularSeasonWeek: "14",
    h2h: "YES",
    precision: "2",
    currentWaiverType: "BBID_FCFS",
    bbidSeasonLimit: "100",
    standingsSort: "PCT,PTS,",
    starters: {
      count: "9",
      idp_starters: "",
      position: [
        { name: "QB", limit: "1" },
        { name: "RB", limit: "2-3" },
        { name: "WR", limit: "2-3" },
        { name: "TE", limit: "1-2" },
        { name: "PK", limit: "1" },
        { name: "Def", limit: "1" },
      ],
    },
    franchises: {
      count: "2",
      franchise: [
        {
          id: "0001",
          name: "<b><font color=Orange>Team One</font></b>",
          abbrev: "ONE",
          division: "00",
          icon: "https://example.test/i.png",
          bbidAvailableBalance: "100.00",
          waiverSortOrder: "2",
          salaryCapAmount: "",
          email: "owner@example.test",
          owner_name: "Secret Owner",
        },
        { id: "0002", name: "Team Two", division: "01", bbidAvailableBalance: "87.00", waiverSortOrder: "1" },
      ],
    },
    divisions: { count: "2", division: [{ id: "00", name: "East" }, { id: "01", name: "West" }] },
    history: { league: { year: "2025", url: "https://www44.myfantasyleague.com/2025/home/12345" } },
  },
};

export const MYLEAGUES_MANY: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  leagues: {
    league: [
      {
        league_id: "21499",
        name: "Example League",
        url: "https://www70.myfantasyleague.com/2020/home/21499",
        franchise_id: "0001",
        franchise_name: "Franchise 1",
      },
      {
        league_id: "13522",
        name: "Other League",
        url: "https://www49.myfantasyleague.com/2020/home/13522",
        franchise_id: "0007",
        franchise_name: "Team Seven",
      },
    ],
  },
};

export const MYLEAGUES_ONE: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  leagues: {
    league: {
      league_id: "21499",
      name: "Solo League",
      url: "https://www70.myfantasyleague.com/2020/home/21499",
      franchise_id: "0003",
    },
  },
};

export const STANDINGS_DEFAULT: JsonObject = {
  leagueStandings: {
    franchise: [
      {
        id: "0019", h2hw: "10", h2hl: "2", h2ht: "0", pf: "1904.20", pa: "1447.55", pp: "2254.30",
        divw: "10", divl: "2", divt: "0", streak_type: "W", streak_len: "2", power_rank: "59.57", acct: "0",
      },
      {
        id: "0002", h2hw: "5", h2hl: "6", h2ht: "1", pf: "1500", pa: "1600.5",
        divw: "2", divl: "3", divt: "1", streak_type: "L", streak_len: "1",
      },
    ],
  },
  version: "1.0",
  encoding: "utf-8",
};

export const STANDINGS_ALL: JsonObject = {
  leagueStandings: {
    franchise: {
      id: "0001", fname: "<b>Team One</b>", h2hpct: ".833", h2hwlt: "15&#8209;3&#8209;0", divwlt: "5-1-0",
      pf: "2,001.5", pa: "1700", strk: "W3", bbidbalance: "$12.00",
    },
  },
};

export const TRANSACTIONS: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  transactions: {
    transaction: [
      { type: "FREE_AGENT", franchise: "0004", timestamp: "1577316553", transaction: "13427,|13238," },
      { type: "FREE_AGENT", franchise: "0020", timestamp: "1791336990", transaction: "|16289,", by_commish: "1" },
      { type: "BBID_WAIVER", franchise: "0007", timestamp: "1576656000", transaction: "10838,|0.00|14752," },
      { type: "BBID_WAIVER", franchise: "0003", timestamp: "1576656000", transaction: "13916,|12.50|" },
      { type: "BBID_AUTO_PROCESS_WAIVERS", franchise: "", timestamp: "1576656000", transaction: "" },
      { type: "IR", franchise: "0007", timestamp: "1576429611", activated: "13190,", deactivated: "10722," },
      { type: "TAXI", franchise: "0004", timestamp: "1576048722", promoted: "12667,", demoted: "14239," },
      {
        type: "TRADE", franchise: "0014", franchise2: "0001", timestamp: "1574956014", expires: "1575208800",
        franchise1_gave_up: "8062,DP_0_4,BB_10,", franchise2_gave_up: "FP_0004_2020_4,", comments: "",
      },
      { type: "AUCTION_WON", franchise: "0005", timestamp: "1593137374", transaction: "13919|1|" },
      { type: "LOCK_ALL_PLAYERS", franchise: "", timestamp: "1580289300", transaction: "" },
    ],
  },
};

export const SCHEDULE: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  schedule: {
    weeklySchedule: [
      {
        week: "1",
        matchup: [{
          franchise: [
            { id: "0001", isHome: "0", score: "140.05", result: "W" },
            { id: "0002", isHome: "1", score: "135.2", result: "L" },
          ],
        }],
      },
      {
        week: "16",
        matchup: {
          franchise: [
            { id: "0019", isHome: "0", score: "176.35", result: "L" },
            { id: "0003", isHome: "1", score: "189.3", result: "W" },
          ],
        },
      },
      { week: "17" },
      {
        week: "18",
        matchup: {
          franchise: [
            { id: "0001", isHome: "0", spread: "-3.5", result: "T" },
            { id: "0002", isHome: "1", spread: "3.5", result: "T" },
          ],
        },
      },
    ],
  },
};

export const LIVE_SCORING: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  liveScoring: {
    week: "5",
    matchup: [{
      franchise: [
        {
          id: "0001", isHome: "0", score: "38.20", gameSecondsRemaining: "25200",
          playersCurrentlyPlaying: "2", playersYetToPlay: "5",
          players: {
            player: [
              { id: "13116", status: "starter", score: "21.40", gameSecondsRemaining: "1260", updatedStats: "" },
              { id: "14836", status: "starter", score: "0.00", gameSecondsRemaining: "3600", updatedStats: "" },
              { id: "16617", status: "nonstarter", score: "3.10", gameSecondsRemaining: "0", updatedStats: "" },
            ],
          },
        },
        {
          id: "0004", isHome: "1", score: "44.75", gameSecondsRemaining: "21600",
          playersCurrentlyPlaying: "1", playersYetToPlay: "5",
          players: { player: { id: "15800", status: "starter", score: "44.75", gameSecondsRemaining: "0" } },
        },
      ],
    }],
  },
};

export const NFL_SCHEDULE_WEEK: JsonObject = {
  version: "1.0",
  encoding: "utf-8",
  nflSchedule: {
    week: "5",
    matchup: [
      {
        kickoff: "1791504900", gameSecondsRemaining: "3600",
        team: [
          { id: "TBB", isHome: "0", score: "", spread: "9.5", hasPossession: "0", inRedZone: "0", passOffenseRank: "28",
            rushOffenseRank: "17", passDefenseRank: "9", rushDefenseRank: "3" },
          { id: "DAL", isHome: "1", score: "", spread: "-9.5", hasPossession: "0", inRedZone: "0", passOffenseRank: "7",
            rushOffenseRank: "25", passDefenseRank: "24", rushDefenseRank: "29" },
        ],
      },
      {
        kickoff: "1791490000", gameSecondsRemaining: "1200",
        team: [
          { id: "KCC", isHome: "0", score: "14", spread: "-3", hasPossession: "1", inRedZone: "1", passOffenseRank: "" },
          { id: "GBP", isHome: "1", score: "10", spread: "3.0", hasPossession: "0", inRedZone: "0" },
        ],
      },
    ],
  },
};
