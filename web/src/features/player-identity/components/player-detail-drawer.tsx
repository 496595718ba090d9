import { ActionIcon, Alert, Badge, Button, Checkbox, Divider, Drawer, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { FAILED_TO_LOAD_DETAIL, type PlayerDetail } from '@contracts/admin-player-detail.ts';
import { FAILED_TO_SAVE_PLAYER } from '@contracts/admin-players-update.ts';
import { FAILED_TO_ADD_ID, FAILED_TO_REMOVE_ID } from '@contracts/admin-player-identifiers.ts';
import { FAILED_TO_ADD_ALIAS, FAILED_TO_REMOVE_ALIAS } from '@contracts/admin-player-aliases.ts';
import { DEFAULT_PROVIDER, externalIdSchema, nameSchema, POSITIONS, positionSchema, PROVIDERS, providerSchema } from '@contracts/player-identity.ts';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { usePlayerDetail } from '../api/get-player-detail';
import { useAddAlias, useRemoveAlias } from '../api/player-aliases';
import { useAddIdentifier, useRemoveIdentifier } from '../api/player-identifiers';
import { useSavePlayer } from '../api/save-player';

const failed = (title: string) => (error: Error) => notify({ type: 'error', title, message: error.message });

/** A canonical player's detail: name, position and team flag editable; ids and aliases added and removed. */
export function PlayerDetailDrawer({ playerId, onClose }: { playerId: number | null; onClose: () => void }) {
  const query = usePlayerDetail(playerId);
  return (
    <Drawer opened={playerId !== null} onClose={onClose} position="right" size="lg" title={<Title order={2} size="h4">Player detail</Title>}>
      {playerId !== null && (
        <QueryState query={query} skeleton={<SkeletonRows label="Loading detail" rows={6} />} errorTitle={FAILED_TO_LOAD_DETAIL} retryLabel="Try Again">
          {(detail) => <PlayerDetailBody key={detail.player.player_id} detail={detail} />}
        </QueryState>
      )}
    </Drawer>
  );
}

const playerFormSchema = z.object({ canonical_name: nameSchema, primary_position: positionSchema, is_team_entity: z.boolean() });
const identifierFormSchema = z.object({ provider: providerSchema, external_id: externalIdSchema });
const aliasFormSchema = z.object({ alias_name: nameSchema });

function PlayerDetailBody({ detail }: { detail: PlayerDetail }) {
  const { player, identifiers, aliases } = detail;
  const save = useSavePlayer();
  const addId = useAddIdentifier();
  const removeId = useRemoveIdentifier();
  const addAlias = useAddAlias();
  const removeAlias = useRemoveAlias();

  const form = useForm({
    initialValues: { canonical_name: player.canonical_name, primary_position: player.primary_position as string, is_team_entity: player.is_team_entity },
    validate: schemaResolver(playerFormSchema, { sync: true }),
    ...errorsUntilNextSubmit,
  });
  const idForm = useForm({
    initialValues: { provider: DEFAULT_PROVIDER as string, external_id: '' },
    validate: schemaResolver(identifierFormSchema, { sync: true }),
    ...errorsUntilNextSubmit,
  });
  const aliasForm = useForm({ initialValues: { alias_name: '' }, validate: schemaResolver(aliasFormSchema, { sync: true }), ...errorsUntilNextSubmit });

  const onSave = form.onSubmit((values) => {
    const v = playerFormSchema.parse(values);
    save.mutate({ player_id: player.player_id, ...v }, {
      onSuccess: () => notify({ type: 'success', message: `${v.canonical_name} saved.` }),
      onError: failed(FAILED_TO_SAVE_PLAYER),
    });
  });
  const onAddId = idForm.onSubmit((values) => {
    const v = identifierFormSchema.parse(values);
    addId.mutate({ player_id: player.player_id, ...v }, { onSuccess: () => idForm.setFieldValue('external_id', ''), onError: failed(FAILED_TO_ADD_ID) });
  });
  const onAddAlias = aliasForm.onSubmit((values) => {
    const v = aliasFormSchema.parse(values);
    addAlias.mutate({ player_id: player.player_id, ...v }, { onSuccess: () => aliasForm.reset(), onError: failed(FAILED_TO_ADD_ALIAS) });
  });

  return (
    <Stack gap="md">
      <form onSubmit={onSave} aria-label="Edit player" noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Player {player.player_id}
            {player.nfl_team ? ` · ${player.nfl_team}` : ''}
          </Text>
          <TextInput label="Canonical name" required {...form.getInputProps('canonical_name', { withError: false })} />
          <Group grow>
            <Select label="Primary position" data={[...POSITIONS]} allowDeselect={false} {...form.getInputProps('primary_position')} />
            <Checkbox label="Team entity (defence)" mt="lg" {...form.getInputProps('is_team_entity', { type: 'checkbox' })} />
          </Group>
          {firstFormError(form.errors) && <Alert color="red" role="alert">{firstFormError(form.errors)}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>Save</Button>
          </Group>
        </Stack>
      </form>

      <Divider label="Provider ids" labelPosition="left" />
      <Table aria-label="Provider ids">
        <Table.Tbody>
          {identifiers.map((i) => (
            <Table.Tr key={i.provider}>
              <Table.Td w={110}><Badge variant="light" tt="none">{i.provider}</Badge></Table.Td>
              <Table.Td><Text size="sm" ff="monospace">{i.external_id}</Text></Table.Td>
              <Table.Td><Text size="xs" c="dimmed">{i.source}</Text></Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${i.provider} id ${i.external_id}`}
                  loading={removeId.isPending && removeId.variables?.provider === i.provider}
                  onClick={() => removeId.mutate({ player_id: player.player_id, provider: i.provider, external_id: i.external_id }, { onError: failed(FAILED_TO_REMOVE_ID) })}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
          {identifiers.length === 0 && (
            <Table.Tr><Table.Td colSpan={4}><Text size="sm" c="dimmed">No provider ids yet.</Text></Table.Td></Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <form onSubmit={onAddId} aria-label="Add provider id" noValidate>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select label="Provider" data={[...PROVIDERS]} allowDeselect={false} w={140} {...idForm.getInputProps('provider')} />
          <TextInput label="External id" style={{ flex: 1 }} {...idForm.getInputProps('external_id', { withError: false })} />
          <Button type="submit" variant="light" loading={addId.isPending}>Add id</Button>
        </Group>
        {idForm.errors.external_id && <Text size="xs" c="red" mt={4}>An external id is required</Text>}
      </form>

      <Divider label="Aliases" labelPosition="left" />
      <Group gap={6}>
        {aliases.map((a) => (
          <Badge
            key={a.alias_name}
            variant="outline"
            tt="none"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                color="red"
                aria-label={`Remove alias ${a.alias_name}`}
                onClick={() => removeAlias.mutate({ player_id: player.player_id, alias_name: a.alias_name }, { onError: failed(FAILED_TO_REMOVE_ALIAS) })}
              >
                ×
              </ActionIcon>
            }
          >
            {a.alias_name}
          </Badge>
        ))}
        {aliases.length === 0 && <Text size="sm" c="dimmed">No aliases yet.</Text>}
      </Group>
      <form onSubmit={onAddAlias} aria-label="Add alias" noValidate>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="Alias" placeholder="e.g. Mike Williams" style={{ flex: 1 }} {...aliasForm.getInputProps('alias_name', { withError: false })} />
          <Button type="submit" variant="light" loading={addAlias.isPending}>Add alias</Button>
        </Group>
        {aliasForm.errors.alias_name && <Text size="xs" c="red" mt={4}>An alias needs some text</Text>}
      </form>
    </Stack>
  );
}
