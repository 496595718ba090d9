import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ENTER_CANONICAL_NAME } from '@contracts/admin-match-candidates-action.ts';
import { POSITIONS, type MatchCandidate } from '@contracts/player-identity.ts';
import { notify } from '@/lib/notify';

export interface NewPlayer {
  canonical_name: string;
  primary_position: (typeof POSITIONS)[number];
  is_team_entity: boolean;
}

/** The inbox position in the canonical form (Def → DST, K → PK). */
export function inboxPosition(position: string | null | undefined): NewPlayer['primary_position'] {
  const p = (position ?? '').trim().toUpperCase();
  const mapped = p === 'DEF' || p === 'D/ST' ? 'DST' : p === 'K' ? 'PK' : p;
  return (POSITIONS as readonly string[]).includes(mapped) ? (mapped as NewPlayer['primary_position']) : 'WR';
}

/** Create New: a canonical player from a candidate; the name is required ('Enter canonical name'). */
export function CreatePlayerModal({ candidate, onClose, onCreate, creating }: {
  candidate: MatchCandidate | null;
  onClose: () => void;
  onCreate: (player: NewPlayer) => void;
  creating: boolean;
}) {
  return (
    <Modal opened={candidate !== null} onClose={onClose} title="Create new player" centered>
      {candidate && <CreatePlayerForm key={candidate.id} candidate={candidate} onClose={onClose} onCreate={onCreate} creating={creating} />}
    </Modal>
  );
}

function CreatePlayerForm({ candidate, onClose, onCreate, creating }: {
  candidate: MatchCandidate;
  onClose: () => void;
  onCreate: (player: NewPlayer) => void;
  creating: boolean;
}) {
  const form = useForm({
    initialValues: {
      canonical_name: candidate.display_name,
      primary_position: inboxPosition(candidate.payload.position ?? candidate.payload.pos) as string,
      is_team_entity: false,
    },
  });
  const onSubmit = form.onSubmit((v) => {
    if (!v.canonical_name.trim()) {
      notify({ type: 'warning', message: ENTER_CANONICAL_NAME });
      return;
    }
    onCreate({ canonical_name: v.canonical_name.trim(), primary_position: v.primary_position as NewPlayer['primary_position'], is_team_entity: v.is_team_entity });
  });
  return (
    <form onSubmit={onSubmit} aria-label="Create new player" noValidate>
      <Stack gap="sm">
        <TextInput label="Canonical name" {...form.getInputProps('canonical_name')} data-autofocus />
        <Select label="Primary position" data={[...POSITIONS]} allowDeselect={false} {...form.getInputProps('primary_position')} />
        <Checkbox label="Team entity (defence)" {...form.getInputProps('is_team_entity', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={creating}>Create</Button>
        </Group>
      </Stack>
    </form>
  );
}
