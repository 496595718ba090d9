import { useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { schemaResolver, useForm } from '@mantine/form';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { updateLeagueInputSchema, useUpdateLeague } from '../api/update-league';

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

const validateRename = schemaResolver(updateLeagueInputSchema.pick({ displayName: true }), { sync: true });

function RenameLeagueForm({ leagueId, name, onDone }: { leagueId: string; name: string; onDone: () => void }) {
  const update = useUpdateLeague();
  const form = useForm({
    initialValues: { displayName: name },
    validate: validateRename,
    ...errorsUntilNextSubmit,
  });

  const handleSubmit = form.onSubmit(({ displayName }) => update.mutate({ leagueId, displayName }, { onSuccess: onDone }));
  const error = firstFormError(form.errors) ?? update.error?.message;

  return (
    <form onSubmit={handleSubmit} aria-label="Rename league" noValidate>
      <Stack gap="sm">
        <TextInput label="Display name" {...form.getInputProps('displayName', { withError: false })} data-autofocus />
        <FormError error={error} />
        <FormActions onCancel={onDone} submitLabel="Save" loading={update.isPending} />
      </Stack>
    </form>
  );
}
