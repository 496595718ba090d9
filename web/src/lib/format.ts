/** How the app writes dates and numbers: one place, one locale (en-US, as the spec's texts). */
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toTime(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** '2026-11-18T…' → 'Nov 18, 2026'; null for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string | null {
  const time = toTime(iso);
  return time === null ? null : DATE.format(time);
}

/** '2026-11-18T15:30:00Z' → 'Nov 18, 2026, 3:30 PM' in the viewer's time zone; null when unreadable. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const time = toTime(iso);
  return time === null ? null : DATE_TIME.format(time);
}

/** 1234.5 → '1,234.5'. */
export function formatPoints(points: number): string {
  return POINTS.format(points);
}

/** A fraction 0…1 with one decimal: 0.625 → '62.5%'. */
export function formatPercent(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 22 → '22nd', 111 → '111th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
