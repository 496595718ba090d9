import { Badge } from '@mantine/core';
import type { JobStatus } from '@contracts/admin-sync.ts';

const LOOK: Record<JobStatus, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  succeeded: { color: 'teal', label: 'Succeeded' },
  partly_failed: { color: 'orange', label: 'Partly failed' },
  failed: { color: 'red', label: 'Failed' },
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge color={LOOK[status].color} variant="light" size="sm">
      {LOOK[status].label}
    </Badge>
  );
}
