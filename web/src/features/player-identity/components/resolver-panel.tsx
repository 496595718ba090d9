import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RESOLVER_FAILED, RESOLVER_NEEDS_NAME } from '@contracts/admin-player-resolver.ts';
import { useResolvePlayer } from '../api/resolve-player';

/** The resolver search beside the inbox: a name (required), team and position, best matches first. */
export function ResolverPanel({ onPick }: { onPick?: (playerId: number) => void }) {
  const resolve = useResolvePlayer();
  const form = useForm({
    initialValues: { name: '', team: '', position: '' },
    validate: { name: (v) => (v.trim() ? null : RESOLVER_NEEDS_NAME) },
  });
  const onSearch = form.onSubmit((v) =>
    resolve.mutate({ name: v.name.trim(), ...(v.team.trim() ? { team: v.team.trim() } : {}), ...(v.position.trim() ? { position: v.position.trim() } : {}) }),
  );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">Resolver</Title>
        <form onSubmit={onSearch} aria-label="Resolver search" noValidate>
          <Stack gap="xs">
            <TextInput label="Name" placeholder="e.g. Mike Williams Jr." {...form.getInputProps('name')} />
            <Group grow gap="xs">
              <TextInput label="Team" placeholder="e.g. WSH" {...form.getInputProps('team')} />
              <TextInput label="Position" placeholder="e.g. WR" {...form.getInputProps('position')} />
            </Group>
            <Button type="submit" loading={resolve.isPending}>Search</Button>
          </Stack>
        </form>
        {resolve.error && (
          <Alert color="red" title={RESOLVER_FAILED} role="alert">
            {resolve.error.message}
          </Alert>
        )}
        {resolve.data && resolve.data.candidates.length === 0 && <Text size="sm" c="dimmed">No player is close to that name.</Text>}
        {resolve.data && resolve.data.candidates.length > 0 && (
          <Table aria-label="Resolver results">
            <Table.Tbody>
              {resolve.data.candidates.map((c) => (
                <Table.Tr key={c.player_id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>{c.canonical_name}</Text>
                    <Text size="xs" c="dimmed">#{c.player_id} · {c.primary_position} · {c.nfl_team ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td><Badge variant="light">{c.score.toFixed(2)}</Badge></Table.Td>
                  {onPick && (
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" onClick={() => onPick(c.player_id)}>Use</Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
