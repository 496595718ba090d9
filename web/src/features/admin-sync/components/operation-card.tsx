import { Badge, Button, Group, Loader, Paper, Progress, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { settingInfo, type SystemSettings } from '@contracts/admin-settings.ts';
import { jobScope, type SyncJob, type SyncMetadataResponse, type SyncOperation, type SyncOperationInfo } from '@contracts/admin-sync.ts';
import { ago } from '../utils/sync-input';
import { JobStatusBadge } from './job-status-badge';

export interface OperationCardProps {
  operation: SyncOperation;
  info: SyncOperationInfo;
  lastRun?: SyncMetadataResponse['metadata'][number];
  /** Its job running now (from the jobs table), if any: one per operation, whatever its scope, so it blocks every start. */
  running?: SyncJob;
  /** This page's call is still waiting for its answer. */
  calling: boolean;
  availability?: SyncMetadataResponse['operations'][number];
  settings?: SystemSettings;
  mode: 'incremental' | 'full';
  onModeChange: (mode: 'incremental' | 'full') => void;
  onStart: () => void;
}

/** One sync operation (spec 02 §4): its last run, the settings it uses, its start button ('Running' while its job runs) and live progress. */
export function OperationCard(props: OperationCardProps) {
  const { info, lastRun, running, calling, availability, settings } = props;
  const busy = !!running || calling;
  const unavailable = availability?.available === false;
  const total = running?.progress_total ?? null;
  const done = running?.progress_done ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={info.label} data-testid={`sync-${props.operation}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              {info.label}
            </Title>
            <Text size="sm" c="dimmed">
              {info.description}
            </Text>
          </div>
          <Button
            onClick={props.onStart}
            disabled={busy || unavailable}
            leftSection={busy ? <Loader size={14} /> : undefined}
            aria-label={busy ? `${info.label}: Running` : `Sync ${info.label}`}
            style={{ flexShrink: 0 }}
          >
            {busy ? 'Running' : 'Sync'}
          </Button>
        </Group>

        <Group gap="xs" wrap="wrap">
          <Text size="sm">Last run:</Text>
          {lastRun ? (
            <>
              <Text size="sm" title={lastRun.sync_completed_at}>
                {ago(lastRun.sync_completed_at)}
                {lastRun.mfl_week ? `, week ${lastRun.mfl_week}` : ''}
              </Text>
              <JobStatusBadge status={lastRun.status} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Never
            </Text>
          )}
        </Group>
        {info.schedule && (
          <Text size="xs" c="dimmed">
            Schedule: {info.schedule}
          </Text>
        )}

        {running && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={total ? (100 * done) / total : 100}
              animated={!total}
              striped
              aria-label={`${info.label} progress`}
            />
            <Text size="xs" c="dimmed" data-testid="sync-progress">
              {total === null
                ? `Starting (job #${running.id} for ${jobScope(running)})`
                : `${done} of ${total} ${info.scope === 'leagues' ? (total === 1 ? 'league' : 'leagues') : 'done'} (job #${running.id} for ${jobScope(running)}, started by ${running.started_by_label})`}
            </Text>
          </Stack>
        )}

        {info.modes && (
          <SegmentedControl
            size="xs"
            value={props.mode}
            onChange={(v) => props.onModeChange(v as 'incremental' | 'full')}
            disabled={busy}
            data={[
              { value: 'incremental', label: 'Incremental' },
              { value: 'full', label: 'Full' },
            ]}
            aria-label="Transactions sync mode"
          />
        )}

        {info.settings.length > 0 && (
          <Group gap={4} aria-label="Settings it uses">
            {info.settings.map((key) => (
              <Tooltip key={key} label={settingInfo[key].help} multiline maw={280} withArrow>
                <Badge variant="outline" color="gray" size="sm" tt="none">
                  {settingInfo[key].label}
                  {settings ? `: ${settings[key]}${settingInfo[key].unit === 'HH:MM' ? '' : ` ${settingInfo[key].unit}`}` : ''}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        )}
        {unavailable && (
          <Text size="xs" c="dimmed">
            {availability?.unavailableReason}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
