import { Badge, Stack, Text, Tooltip } from '@mantine/core';

/**
 * Marks an answer the server served from its last good copy after a failed sync, with the server's
 * reason (e.g. 'Showing data from … : MFL is not responding').
 */
export function StaleBadge({ message }: { message?: string }) {
  const reason = message ?? 'The league host could not be reached; showing the last data we have.';
  return (
    <Stack gap={2} align="flex-start">
      <Tooltip label={reason} multiline maw={320} withArrow>
        <Badge size="sm" variant="light" color="yellow">
          Stale data
        </Badge>
      </Tooltip>
      <Text size="xs" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}
