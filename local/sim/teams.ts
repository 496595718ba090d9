// The 32 NFL teams with the three code systems the product must map between:
// MFL codes (KCC, GBP, ...), Tank01 abbreviations (KC, GB, ...) and the NFL/GSIS codes that
// appear inside Tank01 play-by-play text (WAS, LA). Tank01 team ids per reference §2; CHI 6,
// KC 16, LAC 18, MIN 21 are the reference's "very likely" gap fill (unconfirmed).

export interface NflTeam {
  mfl: string;
  tank01: string;
  gsis: string;
  tank01Id: string;
  /** MFL team-defense unit id, e.g. "0512" for the Chiefs. */
  defId: string;
  city: string;
  nickname: string;
  conference: "AFC" | "NFC";
  division: string;
  /** 0..1, drives the game engine and spreads. */
  strength: number;
}

// [mfl, tank01, gsis, tank01Id, defId, city, nickname, conf, division]
const ROWS: [string, string, string, string, string, string, string, "AFC" | "NFC", string][] = [
  ["BUF", "BUF", "BUF", "4", "0501", "Buffalo", "Bills", "AFC", "East"],
  ["IND", "IND", "IND", "14", "0502", "Indianapolis", "Colts", "AFC", "South"],
  ["MIA", "MIA", "MIA", "20", "0503", "Miami", "Dolphins", "AFC", "East"],
  ["NEP", "NE", "NE", "22", "0504", "New England", "Patriots", "AFC", "East"],
  ["NYJ", "NYJ", "NYJ", "25", "0505", "New York", "Jets", "AFC", "East"],
  ["CIN", "CIN", "CIN", "7", "0506", "Cincinnati", "Bengals", "AFC", "North"],
  ["CLE", "CLE", "CLE", "8", "0507", "Cleveland", "Browns", "AFC", "North"],
  ["TEN", "TEN", "TEN", "31", "0508", "Tennessee", "Titans", "AFC", "South"],
  ["JAC", "JAX", "JAX", "15", "0509", "Jacksonville", "Jaguars", "AFC", "South"],
  ["PIT", "PIT", "PIT", "26", "0510", "Pittsburgh", "Steelers", "AFC", "North"],
  ["DEN", "DEN", "DEN", "10", "0511", "Denver", "Broncos", "AFC", "West"],
  ["KCC", "KC", "KC", "16", "0512", "Kansas City", "Chiefs", "AFC", "West"],
  ["LVR", "LV", "LV", "17", "0513", "Las Vegas", "Raiders", "AFC", "West"],
  ["LAC", "LAC", "LAC", "18", "0514", "Los Angeles", "Chargers", "AFC", "West"],
  ["SEA", "SEA", "SEA", "29", "0515", "Seattle", "Seahawks", "NFC", "West"],
  ["DAL", "DAL", "DAL", "9", "0516", "Dallas", "Cowboys", "NFC", "East"],
  ["NYG", "NYG", "NYG", "24", "0517", "New York", "Giants", "NFC", "East"],
  ["PHI", "PHI", "PHI", "27", "0518", "Philadelphia", "Eagles", "NFC", "East"],
  ["ARI", "ARI", "ARI", "1", "0519", "Arizona", "Cardinals", "NFC", "West"],
  ["WAS", "WSH", "WAS", "32", "0520", "Washington", "Commanders", "NFC", "East"],
  ["CHI", "CHI", "CHI", "6", "0521", "Chicago", "Bears", "NFC", "North"],
  ["DET", "DET", "DET", "11", "0522", "Detroit", "Lions", "NFC", "North"],
  ["GBP", "GB", "GB", "12", "0523", "Green Bay", "Packers", "NFC", "North"],
  ["MIN", "MIN", "MIN", "21", "0524", "Minnesota", "Vikings", "NFC", "North"],
  ["TBB", "TB", "TB", "30", "0525", "Tampa Bay", "Buccaneers", "NFC", "South"],
  ["ATL", "ATL", "ATL", "2", "0526", "Atlanta", "Falcons", "NFC", "South"],
  ["CAR", "CAR", "CAR", "5", "0527", "Carolina", "Panthers", "NFC", "South"],
  ["LAR", "LAR", "LA", "19", "0528", "Los Angeles", "Rams", "NFC", "West"],
  ["NOS", "NO", "NO", "23", "0529", "New Orleans", "Saints", "NFC", "South"],
  ["SFO", "SF", "SF", "28", "0530", "San Francisco", "49ers", "NFC", "West"],
  ["BAL", "BAL", "BAL", "3", "0531", "Baltimore", "Ravens", "AFC", "North"],
  ["HOU", "HOU", "HOU", "13", "0532", "Houston", "Texans", "AFC", "South"],
];

export function buildTeams(strengthOf: (mfl: string) => number): NflTeam[] {
  return ROWS.map(([mfl, tank01, gsis, tank01Id, defId, city, nickname, conference, division]) => ({
    mfl, tank01, gsis, tank01Id, defId, city, nickname, conference, division,
    strength: strengthOf(mfl),
  }));
}
