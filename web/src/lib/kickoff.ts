/**
 * One formatter per time zone and format, made once: making an Intl.DateTimeFormat costs far more
 * than using one, and a roster of 30 players labels 30 kickoffs in each render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat('en-US', { timeZone, ...options })));
  return made;
}

/** The calendar day of an instant in a time zone, as a day count, so two days subtract across months and DST. */
function dayNumber(time: Date, timeZone: string): number {
  const parts = formatter(timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/**
 * Spec 02 §9 kickoff display, in the viewer's time zone: 'Today 1:00 PM EST' (with the zone, as
 * kickoffs near midnight read differently elsewhere), 'Tomorrow 8:20 PM', a weekday within 7 days
 * either side ('Thu 8:15 PM'), otherwise month and day ('Dec 3 1:00 PM'). Null when unreadable.
 */
export function kickoffLabel(iso: string | null | undefined, now: Date, timeZone: string): string | null {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  const clock = (withZone: boolean) =>
    formatter(timeZone, withZone ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : { hour: 'numeric', minute: '2-digit' }).format(time);
  const days = dayNumber(time, timeZone) - dayNumber(now, timeZone);
  if (days === 0) return `Today ${clock(true)}`;
  if (days === 1) return `Tomorrow ${clock(false)}`;
  const day = Math.abs(days) < 7 ? ({ weekday: 'short' } as const) : ({ month: 'short', day: 'numeric' } as const);
  return `${formatter(timeZone, day).format(time)} ${clock(false)}`;
}

/** The viewer's time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
