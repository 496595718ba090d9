import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAuth } from '@/lib/auth-context';
import { errorsUntilNextSubmit, firstFormError } from '@/lib/form-errors';
import { validateNewPassword } from '../utils/password-rules';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormError } from '@/components/form-error';

export type AuthMode = 'signin' | 'signup' | 'forgot';

export const CHECK_EMAIL_MESSAGE =
  'Please check your email and click the confirmation link to complete registration.';

/** /login's first step: sign in or sign up with e-mail and password (spec 01 §2, §5), or ask for a reset link. */
export function AuthForm({ initialMode = 'signin' }: { initialMode?: AuthMode }) {
  const { signIn, signUp, error: serviceError, clearError } = useAuth();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', confirmPassword: '' },
    // Signing in checks nothing here: the inputs are required and the service judges the password.
    validate: mode === 'signup' ? validateNewPassword : undefined,
    ...errorsUntilNextSubmit,
  });

  // The shared error belongs to this form while it is on screen.
  useEffect(() => clearError, [clearError]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    form.setValues({ password: '', confirmPassword: '' });
    form.clearErrors();
    clearError();
  };

  // On success the session arrives through the auth provider and /login moves on by itself.
  const submit = form.onSubmit(async ({ email, password }) => {
    if (mode === 'signup') {
      const result = await signUp(email, password);
      if (result.needsConfirmation) setAwaitingConfirmation(true);
    } else {
      await signIn(email, password);
    }
  });

  // The last service error goes on every submit, before the input is checked, as it did by hand.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearError();
    submit(event);
  };

  if (awaitingConfirmation) {
    return (
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="md">
          <Title order={2}>Confirm your email</Title>
          <Alert color="teal" role="status">
            {CHECK_EMAIL_MESSAGE}
          </Alert>
          <Text size="sm" c="dimmed">
            We sent the link to {form.values.email.trim()}.
          </Text>
        </Stack>
      </Paper>
    );
  }

  if (mode === 'forgot') return <ForgotPasswordForm initialEmail={form.values.email} onBack={() => switchMode('signin')} />;

  const shownError = firstFormError(form.errors) ?? serviceError;
  const isSignUp = mode === 'signup';

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <form onSubmit={handleSubmit} noValidate={false} aria-label={isSignUp ? 'Sign up' : 'Sign in'}>
        <Stack gap="md">
          <div>
            <Title order={2}>{isSignUp ? 'Create your account' : 'Sign in'}</Title>
            <Text size="sm" c="dimmed">
              {isSignUp ? 'Sign up with your e-mail and a password.' : 'Welcome! Sign in with your e-mail and password.'}
            </Text>
          </div>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            {...form.getInputProps('email', { withError: false })}
          />
          <Stack gap={4}>
            <PasswordInput
              label="Password"
              name="password"
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              required
              {...form.getInputProps('password', { withError: false })}
            />
            {!isSignUp && (
              <Group justify="flex-end">
                <Anchor component="button" type="button" size="sm" onClick={() => switchMode('forgot')}>
                  Forgot password?
                </Anchor>
              </Group>
            )}
          </Stack>
          {isSignUp && (
            <PasswordInput
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword', { withError: false })}
            />
          )}
          <FormError error={shownError} title={isSignUp ? 'Sign-up failed' : 'Sign-in failed'} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {isSignUp ? 'Sign up' : 'Sign in'}
          </Button>
          <Text size="sm" ta="center">
            {isSignUp ? 'Already have an account? ' : "Don't have an account? "}
            <Anchor component="button" type="button" onClick={() => switchMode(isSignUp ? 'signin' : 'signup')}>
              {isSignUp ? 'Sign in' : 'Sign up'}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
