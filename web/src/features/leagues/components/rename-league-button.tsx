import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useUpdateLeague } from '../api/update-league';

/** Rename: the display name is the user's own; a later sync may bring MFL's name back. */
export function RenameLeagueButton({ leagueId, name }: { leagueId: string; name: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpened(true)} aria-label={`Rename ${name}`}>
        Rename
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Rename league" centered>
        {opened && <RenameLeagueForm leagueId={leagueId} name={name} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function RenameLeagueForm({ leagueId, name, onDone }: { leagueId: string; name: string; onDone: () => void }) {
  const [displayName, setDisplayName] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateLeague();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (displayName.trim() === '') {
      setError('Please enter a name');
      return;
    }
    setError(null);
    update.mutate({ leagueId, displayName }, { onSuccess: onDone, onError: (cause) => setError(cause.message) });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Rename league" noValidate>
      <Stack gap="sm">
        <TextInput label="Display name" value={displayName} onChange={(event) => setDisplayName(event.currentTarget.value)} data-autofocus />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
