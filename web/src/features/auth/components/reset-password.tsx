import { useEffect, type FormEvent } from 'react';
import { Button, Center, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { INVALID_RESET_LINK } from '../api/verify-otp';
import { useTokenLink } from '../hooks/use-token-link';
import { validateNewPassword } from '../utils/password-rules';
import { FormError } from '@/components/form-error';
import { LinkFailedScreen } from './link-failed-screen';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated.';

/**
 * /reset-password: the recovery e-mail's link. Its token_hash (type recovery) is verified once,
 * which signs the user in; then a new password is set and the user goes on to the dashboard.
 */
export function ResetPassword() {
  const [params] = useSearchParams();
  const state = useTokenLink(params, 'recovery', INVALID_RESET_LINK);

  if (state.status === 'loading') {
    return (
      <StatusScreen title="Checking your reset link" fullScreen actions={<Loader aria-label="Checking" />}>
        Please wait while we check your password reset link.
      </StatusScreen>
    );
  }
  if (state.status === 'error') {
    return (
      <LinkFailedScreen title="Password reset failed" message={state.message} />
    );
  }
  return <NewPasswordForm />;
}

function NewPasswordForm() {
  const { user, updatePassword, error: serviceError, clearError } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    ...errorsUntilNextSubmit,
  });

  // The shared error belongs to this form while it is on screen.
  useEffect(() => clearError, [clearError]);

  const submit = form.onSubmit(async ({ password }) => {
    const result = await updatePassword(password);
    if (result.error !== null) return;
    notify({ type: 'success', message: PASSWORD_UPDATED_MESSAGE });
    navigate(paths.dashboard, { replace: true });
  });

  // The last service error goes on every submit, before the input is checked, as it did by hand.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearError();
    submit(event);
  };

  const shownError = firstFormError(form.errors) ?? serviceError;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" maw={440} w="100%">
        <form onSubmit={handleSubmit} aria-label="Set a new password">
          <Stack gap="md">
            <div>
              <Title order={2}>Set a new password</Title>
              <Text size="sm" c="dimmed">
                {user?.email ? `Choose a new password for ${user.email}.` : 'Choose a new password for your account.'}
              </Text>
            </div>
            <PasswordInput
              label="New password"
              name="password"
              autoComplete="new-password"
              required
              {...form.getInputProps('password', { withError: false })}
            />
            <PasswordInput
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword', { withError: false })}
            />
            <FormError error={shownError} title="Password not updated" />
            <Button type="submit" loading={form.submitting} fullWidth>
              Update password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
