import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { removeLeagueConfirmText, useRemoveLeague } from '../api/remove-league';

/** Remove, after the confirmation of spec 01 §5. */
export function RemoveLeagueButton({ leagueId, name }: { leagueId: string; name: string }) {
  const [opened, setOpened] = useState(false);
  const remove = useRemoveLeague({
    onSuccess: () => {
      setOpened(false);
      notify({ type: 'success', title: 'League removed', message: `${name} was removed from your account.` });
    },
    onError: (cause) => {
      setOpened(false);
      notify({ type: 'error', title: 'Remove failed', message: cause.message });
    },
  });

  const confirm = () => remove.mutate(leagueId);

  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpened(true)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Remove league" centered>
        <Stack gap="lg">
          <Text>{removeLeagueConfirmText(name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
