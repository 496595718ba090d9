// The differences real feeds have between MFL's player database and Tank01's player list, so the
// product's identity matching meets them here: suffixes and punctuation Tank01 writes and MFL does
// not, nicknames (Mike vs Michael), accents, rows with no shared id, ids that point at the wrong
// player, a player traded mid-season, and two players with the same name on different teams.
//
// Drawn from its own random stream after the players are generated, so the rest of the season
// (names, ids, skills) is what it was. The truth (which Tank01 id is which MFL player) is served
// only by the control API (GET /_sim/identity), never by an MFL or Tank01 endpoint.
import { rngFor } from "./rng.ts";
import { isIdp, type Player } from "./players.ts";

export interface TradedPlayer {
  mflId: string;
  from: string;
  to: string;
  /** First week played for the new team. */
  week: number;
}

export interface IdentityQuirks {
  traded: TradedPlayer;
  /** Two players (MFL ids) with the same name on different teams. */
  sameName: [string, string];
}

const SUFFIXES = ["Jr.", "Jr.", "Jr.", "Sr.", "II", "III"];
const NICKNAMES: Record<string, string> = {
  Michael: "Mike", Mike: "Michael", Matt: "Matthew", Chris: "Christopher", Josh: "Joshua", Sam: "Samuel",
  Will: "William", Zach: "Zachary", Alex: "Alexander",
};
const ACCENTS: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };
export const TRADE_WEEK = 9;

/** Applies the quirks to the generated players (mutating them) and returns what tests may ask. */
export function applyIdentityQuirks(seed: number, players: Player[]): IdentityQuirks {
  const rng = rngFor(seed, "identity");
  const people = players.filter((p) => p.pos !== "Def");
  const byCbs = people.filter((p) => p.cbsId);

  for (const p of people) {
    const notes: string[] = [];
    let first = p.first;
    let last = p.last;
    if (NICKNAMES[first] && rng.chance(0.5)) {
      first = NICKNAMES[first];
      notes.push("nickname");
    }
    if (/^(De|Da|Ja)[a-z]/.test(first) && first.length > 4 && rng.chance(0.5)) {
      first = `${first.slice(0, 2)}'${first.slice(2)}`;
      notes.push("punctuation");
    }
    if (rng.chance(0.01)) {
      const i = last.search(/[aeiou]/);
      if (i > 0) {
        last = last.slice(0, i) + ACCENTS[last[i]] + last.slice(i + 1);
        notes.push("accent");
      }
    }
    const suffix = rng.chance(0.045) ? rng.pick(SUFFIXES) : "";
    if (suffix) notes.push("suffix");
    if (notes.length) p.tank01Name = `${first} ${last}${suffix ? ` ${suffix}` : ""}`;
    // No shared id: MFL's export often lacks the ESPN id; for some of those it lacks the CBS id too,
    // and Tank01 leaves espnID out for fringe players.
    if (!p.mflHasEspn && rng.chance(0.6)) p.mflHidesCbs = true;
    if (rng.chance(0.04)) p.tank01EspnMissing = true;
  }

  // Stale ids on Tank01's side: a CBS id that belongs to someone else (the ESPN id is right), and
  // one row whose espnID is another player's while nothing else is shared (only the name tells).
  const stale = rng.shuffle([...byCbs]).slice(0, 3);
  stale[0].tank01CbsId = stale[1].cbsId;
  stale[1].tank01CbsId = stale[2].cbsId;
  const wrongEspn = rng.shuffle(people.filter((p) => p.mflHasEspn && p !== stale[0] && p !== stale[1] && p !== stale[2])).slice(0, 2);
  wrongEspn[0].tank01EspnId = wrongEspn[1].espnId;
  wrongEspn[0].tank01CbsId = null;

  // A receiver traded mid-season: his plays before TRADE_WEEK belong to his old team.
  const teams = [...new Set(people.filter((p) => p.team !== "FA").map((p) => p.team))];
  const from = rng.pick(teams);
  const to = rng.pick(teams.filter((t) => t !== from));
  const mover = people.find((p) => p.team === from && p.pos === "WR" && p.depth === 2)!;
  mover.tradedFrom = { team: from, untilWeek: TRADE_WEEK - 1 };
  mover.team = to;

  // Two receivers with one name on different teams, neither with an id MFL and Tank01 share.
  const wrs = rng.shuffle(people.filter((p) => p.pos === "WR" && p.depth >= 3 && p.depth < 99 && p !== mover));
  const a = wrs[0];
  const b = wrs.find((p) => p.team !== a.team)!;
  b.first = a.first;
  b.last = a.last;
  for (const p of [a, b]) {
    p.mflHasEspn = false;
    p.mflHidesCbs = true;
  }
  return { traded: { mflId: mover.mflId, from, to, week: TRADE_WEEK }, sameName: [a.mflId, b.mflId] };
}

/** The NFL team a player played for in a week (MFL code): a traded player's old team before the trade. */
export function teamInWeek(p: Player, week: number): string {
  return p.tradedFrom && week <= p.tradedFrom.untilWeek ? p.tradedFrom.team : p.team;
}

/** Tank01's name for the player (its own spelling). */
export function tank01Name(p: Player): string {
  return p.tank01Name ?? `${p.first} ${p.last}`;
}

/** The truth for tests: every Tank01 list row and the MFL player it is, with what makes it hard. */
export function identityTruth(players: Player[], quirks: IdentityQuirks) {
  const byEspn = new Map(players.filter((p) => p.espnId).map((p) => [p.espnId, p]));
  return {
    tank01: players.filter((p) => p.pos !== "Def" && !isIdp(p)).map((p) => {
      const espnOnTank01 = p.tank01EspnMissing ? null : p.tank01EspnId ?? p.espnId;
      const cbsOnTank01 = p.tank01CbsId === null ? null : p.tank01CbsId ?? p.cbsId ?? null;
      const sharedEspn = !!espnOnTank01 && p.mflHasEspn && espnOnTank01 === p.espnId;
      const sharedCbs = !!cbsOnTank01 && !p.mflHidesCbs && cbsOnTank01 === p.cbsId;
      const misleading = (!!espnOnTank01 && espnOnTank01 !== p.espnId && byEspn.get(espnOnTank01)?.mflHasEspn === true) ||
        (!!cbsOnTank01 && cbsOnTank01 !== p.cbsId);
      return {
        tank01Id: p.espnId,
        mflId: p.mflId,
        tank01Name: tank01Name(p),
        mflName: `${p.last}, ${p.first}`,
        team: p.team,
        position: p.pos,
        sharedId: sharedEspn || sharedCbs,
        misleadingId: misleading,
        nameDiffers: !!p.tank01Name,
      };
    }),
    traded: quirks.traded,
    sameName: quirks.sameName,
  };
}
