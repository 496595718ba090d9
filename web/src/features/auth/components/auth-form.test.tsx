import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthForm, CHECK_EMAIL_MESSAGE } from '@/features/auth/components/auth-form';
import { fakeAuth, render } from '@/test/render';

async function fillSignUp(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('AuthForm', () => {
  it('starts in sign-in mode with required e-mail and password and toggles to sign-up below the form', async () => {
    render(<AuthForm />, { auth: fakeAuth() });
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.queryByLabelText(/^Confirm password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^Confirm password/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByLabelText(/^Confirm password/)).not.toBeInTheDocument();
  });

  it("shows 'Passwords do not match' and does not call the service", async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    await fillSignUp('new@example.com', 'secret1', 'secret2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("shows 'Password must be at least 6 characters'", async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    await fillSignUp('new@example.com', 'abc', 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('after a sign-up that needs confirmation, asks to check the e-mail and stops', async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    await fillSignUp('new@example.com', 'secret1', 'secret1');
    expect(await screen.findByText(CHECK_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(CHECK_EMAIL_MESSAGE).toBe('Please check your email and click the confirmation link to complete registration.');
    expect(auth.signUp).toHaveBeenCalledWith('new@example.com', 'secret1');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows the service error inline', async () => {
    const auth = fakeAuth({ error: 'Invalid login credentials' });
    render(<AuthForm />, { auth });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('signs in with the typed credentials', async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'player@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('player@example.com', 'secret1'));
    expect(auth.clearError).toHaveBeenCalled();
  });
});
