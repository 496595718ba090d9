import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { getOfflineState, subscribeOfflineState } from './offline-data';

function age(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.round(hours / 24)} days`;
}

/** While kept data is on screen, the screen's reads are retried this often (and at once on 'online'). */
const RETRY_MS = 15_000;

/**
 * Above every screen of the signed-in frame: offline, or while a screen shows answers the service
 * worker kept (it serves them only when the network failed), it says so and how old they are.
 * Back online the screens refetch by themselves (on the browser's 'online' event, and every 15 s
 * while kept data shows, since that event does not always come) and the mark goes with the first
 * fresh answer.
 */
export function OfflineBanner() {
  const { online, keptSince } = useSyncExternalStore(subscribeOfflineState, getOfflineState, getOfflineState);
  const now = useNow(30_000);
  const queryClient = useQueryClient();
  const showingKept = keptSince !== null;
  useEffect(() => {
    if (!showingKept) return;
    const refresh = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    const timer = window.setInterval(refresh, RETRY_MS);
    window.addEventListener('online', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', refresh);
    };
  }, [showingKept, queryClient]);
  if (online && keptSince === null) return null;
  return (
    <Alert color="yellow" variant="light" mb="md" data-testid="offline-banner" role="status">
      <Group gap="xs" wrap="wrap">
        <Badge color="yellow" variant="filled">
          Offline
        </Badge>
        <Text size="sm">
          {keptSince === null
            ? 'You are offline: what is on screen may be out of date.'
            : `Showing the data saved ${age(now.getTime() - keptSince)} ago (${formatDateTime(new Date(keptSince).toISOString())}).`}{' '}
          It refreshes when you are back online.
        </Text>
      </Group>
    </Alert>
  );
}
