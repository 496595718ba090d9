import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useAddLeague } from '../api/add-league';
import { leagueIdSchema } from '../api/validate-league';

/** 'Add League': an MFL league ID, checked with MFL, then linked to the account (spec 01 §5). */
export function AddLeagueButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add League</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Add League" centered>
        {opened && <AddLeagueForm onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

export function AddLeagueForm({ onDone }: { onDone: () => void }) {
  const [leagueId, setLeagueId] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddLeague({
    onSuccess: (row) => {
      notify({ type: 'success', title: 'League added', message: `${row.display_name} was added to your account.` });
      onDone();
    },
    onError: (cause) => setError(cause.message),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = leagueIdSchema.safeParse(leagueId);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a league ID');
      return;
    }
    setError(null);
    add.mutate({ leagueId: parsed.data, displayName });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Add league" noValidate>
      <Stack gap="sm">
        <TextInput
          label="League ID"
          description="The number in your league's MFL address, e.g. 61408"
          inputMode="numeric"
          required
          value={leagueId}
          onChange={(event) => setLeagueId(event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Display name"
          description="Leave empty to use the league's name on MFL"
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add League
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
