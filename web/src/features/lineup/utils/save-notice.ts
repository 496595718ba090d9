import {
  LINEUP_SAVED,
  LINEUP_SAVED_DETAIL,
  SAVE_STATUS_UNCLEAR,
  SAVE_STATUS_UNCLEAR_DETAIL,
  SAVED_UNCONFIRMED_DETAIL,
} from '@contracts/mfl-lineup.ts';
import type { NotifyInput } from '@/lib/notify';

/** Spec 02 §8: a failed save is named by what its message contains, first match wins. */
const FAILURES: { contains: string; title: string; detail?: string }[] = [
  { contains: 'Access denied', title: 'Access Denied', detail: 'You can only set lineups for your own franchise.' },
  {
    contains: 'Failed to validate franchise ownership',
    title: 'Authentication Error',
    detail: 'Unable to verify franchise ownership. Please try refreshing the page.',
  },
  { contains: 'Network error', title: 'Connection Error', detail: 'Please check your internet connection and try again.' },
  { contains: 'MFL API returned', title: 'MFL Server Error' },
  { contains: 'Missing required parameters', title: 'Invalid Request', detail: 'Please refresh the page and try again.' },
];

const INVALID_REQUEST = FAILURES[FAILURES.length - 1];

export const SAVE_FAILED = 'Failed to save lineup';

export const SAVED_NOTICE: NotifyInput = { type: 'success', title: LINEUP_SAVED, message: LINEUP_SAVED_DETAIL };

/** MFL said OK but the read-back failed: saved, and what the screen shows next is read again. */
export const SAVED_UNCONFIRMED_NOTICE: NotifyInput = { type: 'warning', title: LINEUP_SAVED, message: SAVED_UNCONFIRMED_DETAIL };

type SaveError = Error & { body?: unknown; status?: number };

/** The problems a 422 lists (an invalid lineup, a locked player), when the body carries them. */
function problemsOf(body: unknown): string[] {
  const problems = typeof body === 'object' && body !== null ? (body as { problems?: unknown }).problems : undefined;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
}

/** The server could not read MFL's answer to the save: it may or may not have happened. */
export function isSaveUnclear(error: SaveError): boolean {
  return error.message.trim() === SAVE_STATUS_UNCLEAR || (error.body as { unclear?: unknown } | undefined)?.unclear === true;
}

/**
 * The notification for a save that did not succeed (spec 02 §8): 'Save status unclear' when the
 * server could not read MFL's answer, else the failure named by its message (a request the server
 * found malformed, HTTP 400, is 'Invalid Request' too); MFL's own refusal and anything else is
 * 'Failed to save lineup' with the message, and a refused lineup lists its problems.
 */
export function saveFailureNotice(error: SaveError): NotifyInput {
  if (isSaveUnclear(error)) {
    return { type: 'warning', title: SAVE_STATUS_UNCLEAR, message: SAVE_STATUS_UNCLEAR_DETAIL };
  }
  const message = error.message.trim();
  const lower = message.toLowerCase();
  const known = FAILURES.find((f) => lower.includes(f.contains.toLowerCase())) ?? (error.status === 400 ? INVALID_REQUEST : undefined);
  if (known) return { type: 'error', title: known.title, message: known.detail ?? message };
  const problems = problemsOf(error.body).filter((problem) => problem !== message);
  const detail = problems.length > 0 ? `${message}: ${problems.join('; ')}` : message || SAVE_FAILED;
  return { type: 'error', title: SAVE_FAILED, message: detail };
}
