import type { SyncRequest } from '@contracts/admin-sync.ts';
import { seasonOrCurrent } from '@/lib/season';

/** The body of a sync call: season always, the week when one is chosen (else 'auto'), the mode for transactions. */
export function syncBody(season: string | number, week: string, syncMode?: 'incremental' | 'full'): SyncRequest {
  return {
    season: seasonOrCurrent(season),
    week: week === 'auto' ? 'auto' : Number(week),
    ...(syncMode ? { syncMode } : {}),
  };
}

/** '2026-11-24T10:00:00Z' … '10:01:30Z' → '1 min 30 s'. */
export function duration(from: string | null, to: string | null, now = Date.now()): string | null {
  if (!from) return null;
  const ms = (to ? Date.parse(to) : now) - Date.parse(from);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}

/** How long ago, in words: 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function ago(iso: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 45) return 'just now';
  if (s < 3600) return `${Math.max(1, Math.round(s / 60))} min ago`;
  if (s < 86_400) return `${Math.round(s / 3600)} h ago`;
  const d = Math.round(s / 86_400);
  return d === 1 ? '1 day ago' : `${d} days ago`;
}
