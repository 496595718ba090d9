import { CACHED_AT_HEADER } from './api-cache';

/**
 * Whether the screen shows kept data, and how old: every API answer the page reads passes through
 * `noteAnswer` (the API client and the REST client call it). An answer the service worker served
 * from its cache (NetworkFirst: only when the network failed) carries the time it first arrived;
 * a fresh one clears the mark. With the browser's online flag this is what the offline banner shows.
 */
export interface OfflineState {
  online: boolean;
  /** When the oldest kept answer on screen arrived from the server (epoch ms); null: all fresh. */
  keptSince: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: OfflineState = { online: typeof navigator === 'undefined' ? true : navigator.onLine, keptSince: null };

function set(next: OfflineState): void {
  if (next.online === state.online && next.keptSince === state.keptSince) return;
  state = next;
  for (const listener of listeners) listener();
}

export function noteAnswer(response: Response): void {
  const stamp = Number(response.headers.get(CACHED_AT_HEADER));
  if (Number.isFinite(stamp) && stamp > 0) {
    set({ ...state, keptSince: state.keptSince === null ? stamp : Math.min(state.keptSince, stamp) });
  } else if (response.ok) {
    // The network answered: the first fresh answer ends the mark (browsers' online flag lags or
    // lies behind captive portals and emulation, an answer does not).
    set({ ...state, keptSince: null });
  }
}

export function subscribeOfflineState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOfflineState(): OfflineState {
  return state;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ ...state, online: true }));
  window.addEventListener('offline', () => set({ ...state, online: false }));
}
