import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useConnectMfl, validateConnectMfl, type ConnectMflResult } from '../api/connect-mfl';

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
  const [username, setUsername] = useState(initialUsername ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const connect = useConnectMfl({
    onSuccess: (result) => {
      setPassword('');
      notify({ type: 'success', title: 'MFL connected', message: result.message });
      // Spec 01 §4: a failed sync after connecting is only a warning.
      for (const warning of result.warnings ?? []) notify({ type: 'warning', title: 'League sync', message: warning });
      onConnected?.(result);
    },
    onError: (cause) => setError(cause.message),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateConnectMfl({ username, password });
    setError(invalid);
    if (invalid) return;
    connect.mutate({ username, password });
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Connect MFL account" noValidate>
      <Stack gap="sm">
        <TextInput
          label="MFL username"
          name="mflUsername"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label="MFL password"
          name="mflPassword"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Your MFL password is sent once to sign in to MyFantasyLeague and is never stored.
        </Text>
        {error && (
          <Alert color="red" role="alert" title="Could not connect">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={connect.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
