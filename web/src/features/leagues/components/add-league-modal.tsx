import { useState } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { FormActions } from '@/components/form-actions';
import { FormError } from '@/components/form-error';
import { schemaResolver, useForm } from '@mantine/form';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { addLeagueInputSchema, useAddLeague } from '../api/add-league';

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

const validateAddLeague = schemaResolver(addLeagueInputSchema, { sync: true });

export function AddLeagueForm({ onDone }: { onDone: () => void }) {
  const add = useAddLeague({
    onSuccess: (row) => {
      notify({ type: 'success', title: 'League added', message: `${row.display_name} was added to your account.` });
      onDone();
    },
  });
  const form = useForm({
    initialValues: { leagueId: '', displayName: '' },
    validate: validateAddLeague,
    ...errorsUntilNextSubmit,
  });

  // The schema trims the league ID; the name is trimmed when stored.
  const handleSubmit = form.onSubmit((values) => add.mutate(addLeagueInputSchema.parse(values)));
  const error = firstFormError(form.errors) ?? add.error?.message;

  return (
    <form onSubmit={handleSubmit} aria-label="Add league" noValidate>
      <Stack gap="sm">
        <TextInput
          label="League ID"
          description="The number in your league's MFL address, e.g. 61408"
          inputMode="numeric"
          required
          {...form.getInputProps('leagueId', { withError: false })}
          data-autofocus
        />
        <TextInput
          label="Display name"
          description="Leave empty to use the league's name on MFL"
          {...form.getInputProps('displayName', { withError: false })}
        />
        <FormError error={error} />
        <FormActions onCancel={onDone} submitLabel="Add League" loading={add.isPending} />
      </Stack>
    </form>
  );
}
