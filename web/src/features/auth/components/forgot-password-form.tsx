import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuth } from '@/lib/auth-context';
import { FormError } from '@/components/form-error';

export const RESET_EMAIL_SENT_MESSAGE = 'Check your email for a link to reset your password.';

/**
 * /login's 'Forgot password?' step: asks for the recovery e-mail. The input is a required
 * `type="email"`, so the browser refuses a blank or malformed address before anything is sent.
 * The confirmation reads the same whether or not an account exists, as the service's answer does.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const { resetPassword, error: serviceError, clearError } = useAuth();
  const [sent, setSent] = useState(false);
  const form = useForm({ initialValues: { email: initialEmail } });

  const handleSubmit = form.onSubmit(async ({ email }) => {
    clearError();
    const result = await resetPassword(email);
    if (result.error === null) setSent(true);
  });

  const backLink = (
    <Text size="sm" ta="center">
      <Anchor component="button" type="button" onClick={onBack}>
        Back to sign in
      </Anchor>
    </Text>
  );

  if (sent) {
    return (
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={2}>Reset your password</Title>
          <Alert color="teal" role="status">
            {RESET_EMAIL_SENT_MESSAGE}
          </Alert>
          {backLink}
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <form onSubmit={handleSubmit} aria-label="Reset password">
        <Stack gap="md">
          <div>
            <Title order={2}>Reset your password</Title>
            <Text size="sm" c="dimmed">
              Enter your e-mail and we will send you a link to set a new password.
            </Text>
          </div>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <FormError error={serviceError} title="Reset failed" />
          <Button type="submit" loading={form.submitting} fullWidth>
            Send reset link
          </Button>
          {backLink}
        </Stack>
      </form>
    </Paper>
  );
}
