// getNFLPlayerList and getNFLTeams. Cross-provider ids are present for some players and absent
// for others, as with the real list.
import { isIdp, Player } from "../players.ts";
import { tank01Name, teamInWeek } from "../identity.ts";
import { Season } from "../season.ts";
import { weekThursday } from "../schedule.ts";
import { Json } from "./games.ts";

const DESIGNATION: Record<string, string> = {
  Questionable: "Questionable", Doubtful: "Doubtful", Out: "Out", IR: "Injured Reserve", Suspended: "Suspended",
};

function injuryOf(season: Season, p: Player, week: number): Json {
  if (p.team === "FA") return {}; // healthy rows are sometimes {} on the real API
  const inj = p.injury && p.injury.sinceWeek <= week ? p.injury : undefined;
  if (!inj) return { designation: "", description: "", injDate: "", injReturnDate: "" };
  const [y, m, d] = weekThursday(season.year, inj.sinceWeek);
  return { designation: DESIGNATION[inj.status] ?? inj.status, description: inj.details.trim(), injDate: `${y}${String(m).padStart(2, "0")}${String(d).padStart(2, "0")}`, injReturnDate: "" };
}

export function playerList(season: Season, now: number): Json {
  const week = Math.max(1, season.currentWeek(now));
  const rows: Json[] = [];
  for (const p of season.players) {
    // Team defenses are not rows of this list; the simulated Tank01 is offense-only (no IDP rows).
    if (p.pos === "Def" || isIdp(p)) continue;
    const team = p.team === "FA" ? undefined : season.teamByMfl.get(p.team);
    let lastGame = "";
    for (let w = week; w >= 1 && team && !lastGame; w--) {
      const g = season.gameOf(teamInWeek(p, w), w);
      if (g && season.gameState(g, now).status === "final") lastGame = g.id;
    }
    const b = new Date(p.birthdate * 1000);
    const age = Math.floor((now - p.birthdate) / (365.25 * 86400));
    const name = tank01Name(p);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    const espnId = p.tank01EspnMissing ? "" : p.tank01EspnId ?? p.espnId;
    const cbsId = p.tank01CbsId === null ? undefined : p.tank01CbsId ?? p.cbsId;
    const r: Record<string, Json> = {
      playerID: p.espnId, longName: name, pos: p.pos, team: team?.tank01 ?? "FA", teamID: team?.tank01Id ?? "",
      jerseyNum: p.jersey, height: `${Math.floor(p.height / 12)}'${p.height % 12}"`, weight: String(p.weight),
      bDay: `${b.getUTCMonth() + 1}/${b.getUTCDate()}/${b.getUTCFullYear()}`, age: String(age), exp: p.rookie ? "R" : String(season.year - p.draftYear),
      school: p.college, injury: injuryOf(season, p, week), isFreeAgent: team ? "False" : "True", lastGamePlayed: lastGame,
    };
    // Tank01's playerID is the ESPN id, yet its espnID field is sometimes missing (or stale).
    if (espnId) {
      Object.assign(r, {
        espnID: espnId, espnName: name, espnIDFull: `${espnId}/${slug}`,
        espnLink: `https://www.espn.com/nfl/player/_/id/${espnId}/${slug}`,
        espnHeadshot: `https://a.espncdn.com/i/headshots/nfl/players/full/${espnId}.png`,
      });
    }
    if (p.sleeperId) r.sleeperBotID = p.sleeperId;
    if (p.yahooId) Object.assign(r, { yahooPlayerID: p.yahooId, yahooLink: `https://sports.yahoo.com/nfl/players/${p.yahooId}` });
    if (cbsId) Object.assign(r, { cbsPlayerID: cbsId, cbsLongName: name, cbsShortName: `${p.first[0]}. ${p.last}` });
    if (p.fantasyProsId) Object.assign(r, { fantasyProsPlayerID: p.fantasyProsId, fantasyProsLink: `https://www.fantasypros.com/nfl/players/${slug}.php` });
    if (p.rotowireId) Object.assign(r, { rotoWirePlayerID: p.rotowireId, rotoWirePlayerIDFull: `${slug}-${p.rotowireId}` });
    rows.push(r);
  }
  return rows;
}

export function teamList(season: Season): Json {
  return season.teams.map((t) => ({
    teamAbv: t.tank01, teamCity: t.city, teamName: t.nickname, teamID: t.tank01Id, conference: t.conference === "AFC" ? "American Football Conference" : "National Football Conference",
    conferenceAbv: t.conference, division: t.division, byeWeeks: { [String(season.year)]: [String(season.byeWeek.get(t.mfl))] },
  }));
}
