import { Alert } from '@mantine/core';

/** The server served its last good copy: say so, with its reason (Tank01 busy, budget used up). */
export function FeedStaleNote({ message }: { message?: string }) {
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="stale-data">
      {message ?? 'Showing the last live data we have: the live data provider is not responding.'}
    </Alert>
  );
}
