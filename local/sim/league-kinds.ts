// The other kinds of league MFL hosts (ARCHITECTURE.md "League kinds"), one profile each, with
// settings taken from the reference (league-host-api.md §5.2): an auction salary-cap dynasty, IDP
// position groups, superflex with a starter-count range, best ball, two games a week, total points,
// 16 teams in conferences with an 18-week season, a league that starts in week 2 with victory
// points. They are part of the default world ("all"); `--leagues standard` leaves them out.
import { BASE_RULES, LeagueConfig, starterRules } from "./leagues.ts";
import type { IdpRules } from "./idp-stats.ts";

const IDP_RULES: IdpRules = { tackles: 1, assists: 0.5, sacks: 3, ints: 3, ff: 2, fr: 2, pd: 1, tds: 6 };
const OFFENSE = { QB: 2, RB: 5, WR: 6, TE: 2, PK: 1, Def: 1 };

export const KIND_LEAGUES: LeagueConfig[] = [
  {
    id: "40517", name: "Salary Cap Dynasty", host: "www49", franchises: 12, divisions: ["Dynasty East", "Dynasty West"],
    kind: "auction salary-cap dynasty: salaries and contract years, keepers loaded by the commissioner, the whole auction, taxi squad, IR, traded future picks, custom players",
    starters: starterRules("QB 1, RB 2-3, WR 2-4, TE 1-2, PK 1, Def 1"),
    starterCount: 10,
    draftQuota: { QB: 3, RB: 6, WR: 7, TE: 3, PK: 1, Def: 1 },
    rosterSize: 22, injuredReserve: 3, taxiSquad: 5, bbidBudget: 100, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 14, endWeek: 17, playoffTeams: 8, precision: 2, rules: BASE_RULES, standingsSort: "PCT,PTS,",
    salaries: { cap: 250, minBid: 1, bidIncrement: 1, keepers: 4 },
    customPlayers: { "0005": ["98001"], "0009": ["98002"] },
  },
  {
    id: "28830", name: "IDP Iron Men", host: "www54", franchises: 12, divisions: [],
    kind: "IDP: DT+DE, LB and CB+S groups with ranges, no team defense, tackles and sacks scored",
    starters: starterRules("QB 1, RB 2-3, WR 2-4, TE 1-2, PK 1, DT+DE 2-3, LB 2-3, CB+S 2-4"),
    starterCount: 15,
    draftQuota: { QB: 2, RB: 4, WR: 5, TE: 2, PK: 1, DE: 2, DT: 2, LB: 3, CB: 2, S: 2 },
    rosterSize: 28, injuredReserve: 2, taxiSquad: 0, bbidBudget: 100, waiverType: "BBID",
    lastRegularSeasonWeek: 14, endWeek: 16, playoffTeams: 4, precision: 2,
    rules: { ...BASE_RULES, idp: IDP_RULES }, standingsSort: "PCT,PTS,",
    rosterLimits: [{ pos: "Def", limit: "0-0" }, { pos: "DT+DE", limit: "3-6" }, { pos: "CB+S", limit: "3-6" }],
  },
  {
    id: "53290", name: "Superflex Sundays", host: "www61", franchises: 12, divisions: [],
    kind: "superflex: QB 1-2, 9 or 10 starters (count \"9-10\"), plain waivers, precision 3",
    starters: starterRules("QB 1-2, RB 2-3, WR 2-4, TE 1-2, PK 1, Def 1"),
    starterCount: 10, starterCountMin: 9,
    draftQuota: { ...OFFENSE, QB: 3 },
    rosterSize: 20, injuredReserve: 1, taxiSquad: 0, bbidBudget: 0, waiverType: "WAIVER",
    lastRegularSeasonWeek: 13, endWeek: 16, playoffTeams: 8, precision: 3,
    rules: { ...BASE_RULES, passTD: 6 }, standingsSort: "PCT,PTS,",
  },
  {
    id: "19044", name: "Best Ball Bonanza", host: "www73", franchises: 12, divisions: [],
    kind: "best ball: MFL starts each week's best lineup (bestLineup Yes), lineup imports refused, no waivers",
    starters: starterRules("QB 1, RB 2-3, WR 3-4, TE 1-2, PK 1, Def 1"),
    starterCount: 10,
    draftQuota: { QB: 2, RB: 6, WR: 7, TE: 2, PK: 1, Def: 1 },
    rosterSize: 20, injuredReserve: 0, taxiSquad: 0, bbidBudget: 0, waiverType: "NONE",
    lastRegularSeasonWeek: 14, endWeek: 17, playoffTeams: 8, precision: 2,
    rules: { ...BASE_RULES, reception: 0.5 }, standingsSort: "PCT,PTS,", bestLineup: true,
  },
  {
    id: "66120", name: "Double Header League", host: "www44", franchises: 10, divisions: ["Early Birds", "Night Owls"],
    kind: "two head-to-head games per franchise every regular-season week",
    starters: starterRules("QB 1, RB 2, WR 3, TE 1, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: OFFENSE,
    rosterSize: 18, injuredReserve: 1, taxiSquad: 0, bbidBudget: 200, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 13, endWeek: 15, playoffTeams: 4, precision: 1,
    rules: { ...BASE_RULES, reception: 0.5 }, standingsSort: "PCT,PTS,", gamesPerWeek: 2,
  },
  {
    id: "80233", name: "Total Points Classic", host: "www54", franchises: 12, divisions: [],
    kind: "total points (h2h \"\"): no matchups, standings by points with no W-L, precision 0",
    starters: starterRules("QB 1, RB 2-3, WR 2-3, TE 1-2, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: OFFENSE,
    rosterSize: 18, injuredReserve: 1, taxiSquad: 0, bbidBudget: 100, waiverType: "BBID",
    lastRegularSeasonWeek: 17, endWeek: 17, precision: 0,
    rules: { ...BASE_RULES, reception: 0 }, standingsSort: "PTS,", h2h: false,
  },
  {
    id: "91624", name: "Conference Sixteen", host: "www61", franchises: 16,
    divisions: ["★ North", "South & Sons", "#East", "West – Ω"], conferences: ["American Conference", "National Conference"],
    divisionConference: [0, 0, 1, 1],
    kind: "16 teams, 2 conferences of 2 divisions (names with symbols), franchise names with HTML, 18-week season with the championship in week 18, survivor and pick'em pools",
    starters: starterRules("QB 1, RB 2-3, WR 2-3, TE 1-2, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: { QB: 2, RB: 4, WR: 5, TE: 2, PK: 1, Def: 1 },
    rosterSize: 18, injuredReserve: 2, taxiSquad: 0, bbidBudget: 1000, waiverType: "BBID_FCFS",
    lastRegularSeasonWeek: 15, endWeek: 18, playoffTeams: 8, precision: 2, rules: BASE_RULES, standingsSort: "PCT,PTS,",
    franchiseNames: {
      "0001": "<font color='blue'>Blue Thunder</font>", "0006": "<i>Italic Stallions</i>",
      "0016": "<b><font color=Orange>Orange Crush</font></b>",
    },
    pools: true,
  },
  {
    id: "37745", name: "Late Start League", host: "www73", franchises: 10, divisions: ["Lakes", "Rivers"],
    kind: "starts in week 2 (no week-1 games), victory points (2 a win, 1 a tie, 1 more for the week's top half)",
    starters: starterRules("QB 1, RB 2, WR 3, TE 1, PK 1, Def 1"),
    starterCount: 9,
    draftQuota: OFFENSE,
    rosterSize: 18, injuredReserve: 1, taxiSquad: 0, bbidBudget: 100, waiverType: "BBID",
    startWeek: 2, lastRegularSeasonWeek: 14, endWeek: 16, playoffTeams: 4, precision: 2, rules: BASE_RULES,
    standingsSort: "VP,PTS,", victoryPoints: { win: 2, tie: 1, loss: 0, buckets: [1, 0] },
  },
];

/**
 * The demo account's franchise in each of these leagues: every one, so that a user's screens meet
 * every kind (the total-points league 80233 too: its dashboard card, Live Scoring block and week
 * places are only seen by a member).
 */
export const DEMO_KIND_FRANCHISES: Record<string, string> = {
  "40517": "0005", "28830": "0008", "53290": "0002", "19044": "0010", "66120": "0004", "80233": "0009", "91624": "0016", "37745": "0006",
};
