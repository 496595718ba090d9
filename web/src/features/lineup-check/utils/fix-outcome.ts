import {
  LINEUP_SAVED,
  SAVE_STATUS_UNCLEAR,
  SAVE_STATUS_UNCLEAR_DETAIL,
  SAVED_UNCONFIRMED_DETAIL,
} from '@contracts/mfl-lineup.ts';

/** One league's Fix, as its own line says it: saving, confirmed by MFL's read-back, unclear, or failed with the reason. */
export type FixOutcome =
  | { status: 'saving' }
  | { status: 'saved'; title: string }
  | { status: 'unclear'; title: string; detail: string }
  | { status: 'failed'; title: string; detail?: string };

/** A save MFL confirmed (read back), or one it accepted but could not be read back. */
export function savedOutcome(confirmed: boolean): FixOutcome {
  return confirmed
    ? { status: 'saved', title: LINEUP_SAVED }
    : { status: 'unclear', title: SAVE_STATUS_UNCLEAR, detail: SAVED_UNCONFIRMED_DETAIL };
}

/** A save that failed: 'Save status unclear' when the server could not read MFL's answer, else the server's reason and problems. */
export function failedOutcome(error: unknown): FixOutcome {
  const message = error instanceof Error ? error.message.trim() : String(error);
  const body = (error as { body?: { unclear?: unknown; problems?: unknown } } | null)?.body;
  if (message === SAVE_STATUS_UNCLEAR || body?.unclear === true) {
    return { status: 'unclear', title: SAVE_STATUS_UNCLEAR, detail: SAVE_STATUS_UNCLEAR_DETAIL };
  }
  const problems = Array.isArray(body?.problems) ? body.problems.filter((p): p is string => typeof p === 'string' && p !== message) : [];
  return { status: 'failed', title: message || 'Failed to save lineup', ...(problems.length > 0 ? { detail: problems.join('; ') } : {}) };
}
