import { Button } from '@mantine/core';
import { notify } from '@/lib/notify';
import { syncSummary, useSyncLeagues } from '../api/sync-leagues';

/** Sync Leagues: pulls the leagues of the connected MFL account (spec 01 §2). */
export function SyncLeaguesButton() {
  const sync = useSyncLeagues();
  const handleClick = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        notify({ type: 'success', title: 'Leagues synced', message: syncSummary(result) });
        for (const warning of result.warnings) notify({ type: 'warning', title: 'League skipped', message: warning });
      },
      onError: (cause) => notify({ type: 'error', title: 'Sync failed', message: cause.message }),
    });
  return (
    <Button variant="light" onClick={handleClick} loading={sync.isPending}>
      Sync Leagues
    </Button>
  );
}
