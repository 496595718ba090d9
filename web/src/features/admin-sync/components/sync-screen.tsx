import { useState } from 'react';
import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { SYNC_OPERATIONS, syncOperations, type SyncOperation } from '@contracts/admin-sync.ts';
import { AdminPage } from '@/components/admin-page';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { weekOptions } from '@/components/week-selector';
import { useSystemSettings } from '@/data/admin/system-settings';
import { useAuth } from '@/lib/auth-context';
import { useMarkedCurrentWeek } from '@/lib/current-week';
import { currentSeasonYear, seasonOrCurrent } from '@/lib/season';
import { useSyncMetadata } from '../api/get-sync-metadata';
import { useStartSync } from '../api/start-sync';
import { useWatchedResults } from '../hooks/use-watched-results';
import { syncBody } from '../utils/sync-input';
import { resultOf, resultOfError } from '../utils/sync-result';
import { FullSyncConfirm } from './full-sync-confirm';
import { JobsTable } from './jobs-table';
import { OperationCard } from './operation-card';
import { SyncResultDialog } from './sync-result-dialog';

/** Spec 02 §8: the admin's generic failure text, for the page's own reads. */
export const REQUEST_FAILED = 'Request failed';

/** The projections' week: 'auto' or one of 22 (preseason to postseason), the NFL week in progress marked ' (Current)'. */
const LAST_SYNC_WEEK = 22;

/**
 * /admin/sync (spec 02 §4): one card per operation (last run, the settings it uses, a start button
 * reading 'Running' while its job runs, live progress), the result dialog, and the newest 50 jobs.
 * Running state comes from the jobs table, so it survives a reload and shows jobs others started.
 */
export function SyncScreen() {
  const { user } = useAuth();
  const start = useStartSync();
  const [calling, setCalling] = useState<SyncOperation[]>([]);
  const metadata = useSyncMetadata(calling.length > 0);
  const settings = useSystemSettings();
  const results = useWatchedResults(metadata.data, user?.id ?? null);
  const [season, setSeason] = useState<string | number>(currentSeasonYear());
  const [week, setWeek] = useState('auto');
  const currentWeek = useMarkedCurrentWeek(seasonOrCurrent(season));
  const weeks = [{ value: 'auto', label: 'auto (current week)' }, ...weekOptions(currentWeek, LAST_SYNC_WEEK)];
  const [mode, setMode] = useState<'incremental' | 'full'>('incremental');
  const [confirming, setConfirming] = useState(false);

  const run = (operation: SyncOperation) => {
    const info = syncOperations[operation];
    setCalling((c) => [...c, operation]);
    start
      .mutateAsync({ operation, body: syncBody(season, week, info.modes ? mode : undefined) })
      .then((answer) => {
        // 202: still running; the page follows the job and shows its result when it ends.
        if (answer.job.status !== 'running' && answer.job.status !== 'queued') results.show(resultOf(answer));
      })
      .catch((error: unknown) => results.show(resultOfError(operation, error)))
      .finally(() => setCalling((c) => c.filter((o) => o !== operation)));
  };
  const onStart = (operation: SyncOperation) => {
    if (syncOperations[operation].modes && mode === 'full') setConfirming(true);
    else run(operation);
  };

  return (
    <AdminPage
      title="Data Sync"
      description="Every sync runs as a job: league data with a member's stored MFL session, at MFL's pace, within the cache lifetimes set in System Settings."
    >

      <Paper withBorder radius="md" p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <NumberInput
            label="Season"
            description="Empty or invalid: the current season"
            value={season}
            onChange={setSeason}
            allowDecimal={false}
            allowNegative={false}
            w={180}
          />
          <Select label="Week" description="For the projections" data={weeks} value={week} onChange={(v) => setWeek(v ?? 'auto')} allowDeselect={false} w={220} />
        </Group>
      </Paper>

      <QueryState
        query={metadata}
        variant="page"
        errorTitle={REQUEST_FAILED}
        retryLabel="Try Again"
        skeleton={<SkeletonRows label="Loading syncs" rows={6} height={120} />}
      >
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {SYNC_OPERATIONS.map((operation) => (
                <OperationCard
                  key={operation}
                  operation={operation}
                  info={syncOperations[operation]}
                  lastRun={data.metadata.find((m) => m.sync_type === operation)}
                  running={data.running.find((j) => j.operation === operation)}
                  calling={calling.includes(operation)}
                  availability={data.operations.find((o) => o.operation === operation)}
                  settings={settings.data}
                  mode={mode}
                  onModeChange={setMode}
                  onStart={() => onStart(operation)}
                />
              ))}
            </SimpleGrid>
            <section aria-label="Recent sync jobs">
              <Title order={2} size="h4" mb="xs">
                Recent jobs
              </Title>
              <JobsTable jobs={data.recent} />
            </section>
          </Stack>
        )}
      </QueryState>

      <FullSyncConfirm
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run('transactions');
        }}
      />
      <SyncResultDialog result={results.current} onClose={results.dismiss} />
    </AdminPage>
  );
}
