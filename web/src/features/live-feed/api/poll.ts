/**
 * How long until the next poll: the settings' interval, brought forward to just after the moment
 * the server's shared copy is refreshed (`refreshAt`), so a new play reaches the screen within
 * one interval instead of two. Never sooner than a second.
 */
export function nextPollMs(intervalSec: number, refreshAt: string | undefined, now = Date.now()): number {
  const interval = intervalSec * 1000;
  const at = refreshAt ? Date.parse(refreshAt) : NaN;
  if (!Number.isFinite(at)) return interval;
  return Math.min(interval, Math.max(1000, at - now + 500));
}
