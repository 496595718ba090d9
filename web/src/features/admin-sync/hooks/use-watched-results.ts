import { useCallback, useEffect, useRef, useState } from 'react';
import { type SyncJob, type SyncMetadataResponse, syncAnswer } from '@contracts/admin-sync.ts';
import { resultOf, type SyncResult } from '../utils/sync-result';

/**
 * The results to show: a sync call's own answer, and the end of every job this admin started that
 * the page saw running, also after a reload (the jobs come from the table, not from this page's
 * memory). Each job's result is shown once.
 */
export function useWatchedResults(metadata: SyncMetadataResponse | undefined, userId: string | null) {
  const [queue, setQueue] = useState<SyncResult[]>([]);
  const watched = useRef(new Set<number>());
  const shown = useRef(new Set<number>());

  const show = useCallback((result: SyncResult) => {
    if (result.job) {
      if (shown.current.has(result.job.id)) return;
      shown.current.add(result.job.id);
    }
    setQueue((q) => [...q, result]);
  }, []);

  useEffect(() => {
    if (!metadata) return;
    for (const job of metadata.running) if (mine(job, userId)) watched.current.add(job.id);
    for (const job of metadata.recent) {
      if (!watched.current.has(job.id) || job.status === 'queued' || job.status === 'running') continue;
      watched.current.delete(job.id);
      show(resultOf(syncAnswer(job)));
    }
  }, [metadata, userId, show]);

  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);
  return { current: queue[0] ?? null, show, dismiss };
}

function mine(job: SyncJob, userId: string | null): boolean {
  return !!userId && job.started_by === userId;
}
