// US Eastern wall-clock helpers. NFL kickoffs, Tank01 gameIDs/gameTime and MFL's notion of a
// game day are all Eastern; the sim stores instants as Unix seconds (UTC).

/** nth (1-based) Sunday of a month, as a UTC date number. */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}

/** Offset of US Eastern from UTC in hours at a UTC instant (-4 in DST, -5 otherwise). */
export function easternOffsetHours(epochSec: number): number {
  const d = new Date(epochSec * 1000);
  const y = d.getUTCFullYear();
  // DST: second Sunday of March 2:00 EST (07:00 UTC) to first Sunday of November 2:00 EDT (06:00 UTC).
  const start = Date.UTC(y, 2, nthSunday(y, 2, 2), 7) / 1000;
  const end = Date.UTC(y, 10, nthSunday(y, 10, 1), 6) / 1000;
  return epochSec >= start && epochSec < end ? -4 : -5;
}

/** UTC epoch seconds for an Eastern wall-clock time on a calendar date. */
export function easternToEpoch(y: number, m: number, d: number, hh: number, mm: number): number {
  const guess = Date.UTC(y, m - 1, d, hh, mm) / 1000;
  const off = easternOffsetHours(guess + 5 * 3600);
  return guess - off * 3600;
}

export interface EasternParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number; // 0 = Sunday
}

export function easternParts(epochSec: number): EasternParts {
  const d = new Date((epochSec + easternOffsetHours(epochSec) * 3600) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "YYYYMMDD" of the Eastern calendar date (Tank01 gameID/gameDate). */
export function easternDateKey(epochSec: number): string {
  const p = easternParts(epochSec);
  return `${p.year}${pad2(p.month)}${pad2(p.day)}`;
}

/** Tank01 style "1:00p" / "8:20p". */
export function easternGameTime(epochSec: number): string {
  const p = easternParts(epochSec);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${h12}:${pad2(p.minute)}${p.hour < 12 ? "a" : "p"}`;
}

/** "M:SS" game clock. */
export function clockString(secondsLeftInPeriod: number): string {
  const s = Math.max(0, Math.round(secondsLeftInPeriod));
  return `${Math.floor(s / 60)}:${pad2(s % 60)}`;
}
