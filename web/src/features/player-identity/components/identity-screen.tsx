import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FAILED_TO_LOAD_IDENTITY, type IdentitySummary } from '@contracts/admin-identity-summary.ts';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useIdentitySummary } from '../api/get-identity-summary';
import { useRunMaintenance } from '../api/run-maintenance';
import { AdminPage } from '@/components/admin-page';
import { LastRun } from './last-run';
import { WeeklyTeamsBackfill } from './weekly-teams-backfill';

/** /admin/identity: how well each provider's ids are linked, what waits in the inbox, the last runs. */
export function IdentityScreen() {
  const query = useIdentitySummary();
  const run = useRunMaintenance();
  const start = (call: 'backfill-players-master' | 'rehydrate-candidates') =>
    run.mutate(call, {
      onSuccess: (r) => notify({ type: 'success', message: r.message }),
      onError: (e) => notify({ type: 'error', title: 'Request failed', message: e.message }),
    });
  const running = (call: string) => run.isPending && run.variables === call;

  return (
    <AdminPage
      title="Identity"
      description="One canonical player per real player, linked to each provider's id: the live feed maps Tank01 plays to MFL rosters through it."
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => start('rehydrate-candidates')} loading={running('rehydrate-candidates')} disabled={run.isPending}>
            {running('rehydrate-candidates') ? 'Running' : 'Rescore candidates'}
          </Button>
          <Button onClick={() => start('backfill-players-master')} loading={running('backfill-players-master')} disabled={run.isPending}>
            {running('backfill-players-master') ? 'Running' : 'Backfill players from MFL'}
          </Button>
        </Group>
      }
    >
      <QueryState
        query={query}
        skeleton={<SkeletonRows label="Loading identity" rows={6} />}
        errorTitle={FAILED_TO_LOAD_IDENTITY}
        retryLabel="Try Again"
        isEmpty={(d) => d.players === 0}
        empty={
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">No canonical players yet. Backfill them from MFL's player database to start.</Text>
          </Paper>
        }
      >
        {(summary) => <IdentityBody summary={summary} />}
      </QueryState>
    </AdminPage>
  );
}

function IdentityBody({ summary }: { summary: IdentitySummary }) {
  const { candidates } = summary;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Canonical players" value={summary.players} detail={`${summary.team_entities} team defences`} />
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">Pending candidates</Text>
          <Text fz={28} fw={700}>{candidates.pending}</Text>
          <Anchor component={Link} to={paths.adminPage('match-inbox')} size="sm">Open the match inbox</Anchor>
        </Paper>
        <Stat label="Decided" value={candidates.accepted + candidates.rejected + candidates.created_new} detail={`${candidates.accepted} accepted · ${candidates.rejected} rejected · ${candidates.created_new} created`} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">Coverage per provider</Title>
        <Table aria-label="Coverage per provider">
          <Table.Tbody>
            {summary.coverage.map((c) => {
              const share = c.total ? c.linked / c.total : 0;
              return (
                <Table.Tr key={c.provider}>
                  <Table.Td w={120}><Text size="sm" fw={500}>{c.provider}</Text></Table.Td>
                  <Table.Td><Progress value={share * 100} aria-label={`${c.provider} coverage`} /></Table.Td>
                  <Table.Td w={150} ta="right"><Text size="sm">{c.linked} / {c.total}</Text></Table.Td>
                  <Table.Td w={70} ta="right"><Text size="sm" c="dimmed">{(share * 100).toFixed(0)}%</Text></Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <LastRunCard title="Last players backfill" run={summary.last_backfill} />
        <LastRunCard title="Last Tank01 players sync" run={summary.last_tank01_sync} />
        <WeeklyTeamsBackfill lastRun={summary.last_weekly_affiliations} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Candidates wait in the <Anchor component={Link} to={paths.adminPage('match-inbox')}>match inbox</Anchor>; every change is in the{' '}
        <Anchor component={Link} to={paths.adminPage('audit')}>audit log</Anchor>.
      </Text>
    </Stack>
  );
}

function Stat({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">{label}</Text>
      <Text fz={28} fw={700}>{value}</Text>
      <Text size="xs" c="dimmed">{detail}</Text>
    </Paper>
  );
}

function LastRunCard({ title, run }: { title: string; run: IdentitySummary['last_backfill'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600}>{title}</Text>
      <LastRun run={run} />
    </Paper>
  );
}
