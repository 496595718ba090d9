import { Table, Text } from '@mantine/core';
import type { SyncJob } from '@contracts/admin-sync.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { formatDateTime } from '@/lib/format';
import { operationLabel } from '../utils/sync-result';
import { duration } from '../utils/sync-input';
import { JobStatusBadge } from './job-status-badge';

/** Spec 02 §9: the newest 50 jobs, no pagination. */
export function JobsTable({ jobs }: { jobs: SyncJob[] }) {
  if (jobs.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No sync jobs yet. Start a sync above, or wait for the daily schedules.
      </Text>
    );
  }
  return (
    <ScrollableTable minWidth={1040} label="Sync jobs">
      <Table striped highlightOnHover aria-label="Sync jobs" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>Operation</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Took</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Added / changed / removed</Table.Th>
            <Table.Th>MFL calls</Table.Th>
            <Table.Th>Error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>#{job.id}</Table.Td>
              <Table.Td>
                {operationLabel(job.operation)}
                {job.params.syncMode === 'full' ? ' (full)' : ''}
                {job.scope.includes(':') ? ` · league ${job.scope.split(':')[1]}` : ''}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <JobStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.started_at ?? job.created_at)}</Table.Td>
              <Table.Td>{job.started_by_label}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{duration(job.started_at, job.finished_at) ?? '–'}</Table.Td>
              <Table.Td>{job.progress_total === null ? '–' : `${job.progress_done} / ${job.progress_total}`}</Table.Td>
              <Table.Td>
                {job.stats.added ?? 0} / {job.stats.changed ?? 0} / {job.stats.removed ?? 0}
              </Table.Td>
              <Table.Td>{job.stats.upstreamCalls ?? 0}</Table.Td>
              <Table.Td maw={320}>
                <Text size="xs" c={job.error ? 'red' : 'dimmed'} lineClamp={2} title={job.error ?? undefined}>
                  {job.error ?? '–'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
