import { Text } from '@mantine/core';
import type { IdentitySummary } from '@contracts/admin-identity-summary.ts';
import { formatDateTime } from '@/lib/format';

/** When a maintenance run last ended and what it counted, or 'Never'. */
export function LastRun({ run }: { run: IdentitySummary['last_backfill'] }) {
  if (!run) {
    return (
      <Text size="sm" c="dimmed">
        Never
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{formatDateTime(run.at)}</Text>
      <Text size="xs" c="dimmed">
        {Object.entries(run.stats ?? {})
          .filter(([, v]) => typeof v === 'number')
          .map(([k, v]) => `${k.replaceAll('_', ' ')} ${v}`)
          .join(' · ')}
      </Text>
    </>
  );
}
