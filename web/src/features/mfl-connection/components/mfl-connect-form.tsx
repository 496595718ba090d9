import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { connectMflInputSchema, useConnectMfl, type ConnectMflResult } from '../api/connect-mfl';
import { FormError } from '@/components/form-error';

const validateConnectMfl = schemaResolver(connectMflInputSchema, { sync: true });

export interface MflConnectFormProps {
  /** Prefills the username, e.g. the stored one when reconnecting. */
  initialUsername?: string | null;
  submitLabel?: string;
  onConnected?: (result: ConnectMflResult) => void;
}

/**
 * MFL username and password → POST /api/mfl/login (spec 01 §2, §5). Used by /login's second step,
 * /profile and Settings. The password only travels to our server, which never stores it.
 */
export function MflConnectForm({ initialUsername, submitLabel = 'Connect MFL Account', onConnected }: MflConnectFormProps) {
  const form = useForm({
    initialValues: { username: initialUsername ?? '', password: '' },
    validate: validateConnectMfl,
    ...errorsUntilNextSubmit,
  });
  const connect = useConnectMfl({
    onSuccess: (result) => {
      form.setFieldValue('password', '');
      notify({ type: 'success', title: 'MFL connected', message: result.message });
      // Spec 01 §4: a failed sync after connecting is only a warning.
      for (const warning of result.warnings ?? []) notify({ type: 'warning', title: 'League sync', message: warning });
      onConnected?.(result);
    },
  });

  const handleSubmit = form.onSubmit((values) => connect.mutate(values));
  const error = firstFormError(form.errors) ?? connect.error?.message;

  return (
    <form onSubmit={handleSubmit} aria-label="Connect MFL account" noValidate>
      <Stack gap="sm">
        <TextInput
          label="MFL username"
          name="mflUsername"
          autoComplete="username"
          {...form.getInputProps('username', { withError: false })}
        />
        <PasswordInput
          label="MFL password"
          name="mflPassword"
          autoComplete="current-password"
          {...form.getInputProps('password', { withError: false })}
        />
        <Text size="xs" c="dimmed">
          Your MFL password is sent once to sign in to MyFantasyLeague and is never stored.
        </Text>
        <FormError error={error} title="Could not connect" />
        <Button type="submit" loading={connect.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
