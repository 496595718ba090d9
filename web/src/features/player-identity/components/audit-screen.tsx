import { useState } from 'react';
import { Badge, Button, Code, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_LIMIT, FAILED_TO_LOAD_AUDIT, NO_AUDIT_EVENTS, type PlayerAuditRequest } from '@contracts/admin-player-audit.ts';
import type { AuditEvent } from '@contracts/player-identity.ts';
import { ScrollableTable } from '@/components/scrollable-table';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { usePlayerAudit } from '../api/get-player-audit';
import { auditDiff, formatAuditValue } from '../utils/audit-diff';
import { AdminPage } from '@/components/admin-page';

const ACTIONS = [
  'player.update', 'identifier.add', 'identifier.remove', 'alias.add', 'alias.remove',
  'candidate.accept', 'candidate.reject', 'candidate.create_new', 'auto.link',
  'backfill.create', 'backfill.update', 'backfill.players_master', 'backfill.weekly_affiliations', 'sync.tank01_players', 'candidates.rehydrate',
];

/** /admin/audit: every write to the player identity tables, newest first, before → after per field. */
export function AuditScreen() {
  const [action, setAction] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [entityId, setEntityId] = useState('');
  const [since, setSince] = useState('');
  const [limit, setLimit] = useState(AUDIT_LIMIT);
  const [id] = useDebouncedValue(entityId.trim(), 300);
  const [from] = useDebouncedValue(since.trim(), 300);
  const validSince = /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined;

  const request: PlayerAuditRequest = {
    limit,
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(id ? { entity_id: id } : {}),
    ...(validSince ? { since: validSince } : {}),
  };
  const query = usePlayerAudit(request);

  return (
    <AdminPage title="Audit Log" description="Every change to players, ids, aliases and match candidates: who, when, and what it was before.">
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Action" placeholder="All" data={ACTIONS} value={action} onChange={setAction} clearable searchable w={220} />
          <Select label="Entity" placeholder="All" data={['player', 'match_candidate', 'backfill', 'sync']} value={entity} onChange={setEntity} clearable w={170} />
          <TextInput label="Entity id" placeholder="e.g. 42" value={entityId} onChange={(e) => setEntityId(e.currentTarget.value)} w={120} />
          <TextInput label="Since" placeholder="YYYY-MM-DD" value={since} onChange={(e) => setSince(e.currentTarget.value)} w={130} error={since.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(since.trim()) ? 'Use YYYY-MM-DD' : undefined} />
        </Group>
      </Paper>
      <QueryState
        query={query}
        skeleton={<SkeletonRows label="Loading audit" rows={8} height={48} />}
        errorTitle={FAILED_TO_LOAD_AUDIT}
        retryLabel="Try Again"
        isEmpty={(d) => d.rows.length === 0}
        empty={
          <Paper withBorder radius="md" p="xl">
            <Text c="dimmed" ta="center">{NO_AUDIT_EVENTS}</Text>
          </Paper>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <ScrollableTable minWidth={720} label="Audit events">
              <Table verticalSpacing="sm" striped aria-label="Audit events">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={170}>When</Table.Th>
                    <Table.Th w={150}>Who</Table.Th>
                    <Table.Th w={200}>What</Table.Th>
                    <Table.Th>Changes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((e) => <AuditRow key={e.id} event={e} />)}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
            {data.rows.length >= limit && (
              <Group justify="center">
                <Button variant="default" onClick={() => setLimit(limit + AUDIT_LIMIT)} loading={query.isFetching}>Show {AUDIT_LIMIT} more</Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const changes = auditDiff(event.before, event.after);
  return (
    <Table.Tr>
      <Table.Td><Text size="sm">{formatDateTime(event.at)}</Text></Table.Td>
      <Table.Td>
        {event.actor_user_id === 'system' ? <Badge variant="light" color="gray">system</Badge> : <Text size="xs" ff="monospace" title={event.actor_user_id}>{event.actor_user_id.slice(0, 8)}…</Text>}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>{event.action}</Text>
        <Text size="xs" c="dimmed">{event.entity}{event.entity_id ? ` ${event.entity_id}` : ''}</Text>
      </Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">No field changed</Text>
        ) : (
          <Stack gap={2}>
            {changes.slice(0, 12).map((c) => (
              <Text key={c.path} size="xs">
                <Code>{c.path}</Code>{' '}
                <Text span size="xs" c="red" td={c.before === undefined ? undefined : 'line-through'}>{formatAuditValue(c.before)}</Text>
                {' → '}
                <Text span size="xs" c="teal" fw={500}>{formatAuditValue(c.after)}</Text>
              </Text>
            ))}
            {changes.length > 12 && <Text size="xs" c="dimmed">and {changes.length - 12} more fields</Text>}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
