import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

export interface StaleBadgeProps {
  /** The server's reason, e.g. 'Showing data from … : MyFantasyLeague is not responding'. */
  message?: string;
  /** When the rows shown were last fetched from MFL (the envelope's syncedAt). */
  syncedAt?: string | null;
}

/**
 * Marks an answer the server served from its last good copy after a failed sync, with the server's
 * reason and when that copy was fetched, in the viewer's time zone.
 */
export function StaleBadge({ message, syncedAt }: StaleBadgeProps) {
  const reason = message ?? 'The league host could not be reached; showing the last data we have.';
  const fetched = formatDateTime(syncedAt);
  return (
    <Stack gap={2} align="flex-start" data-testid="stale-data">
      <Tooltip label={reason} multiline maw={320} withArrow>
        <Badge size="sm" variant="light" color="yellow">
          Stale data
        </Badge>
      </Tooltip>
      {fetched && (
        <Text size="xs" c="dimmed">
          Last fetched from MFL {fetched}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}
