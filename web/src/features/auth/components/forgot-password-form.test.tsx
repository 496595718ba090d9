import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from '@/features/auth/components/auth-form';
import { RESET_EMAIL_SENT_MESSAGE } from '@/features/auth/components/forgot-password-form';
import { supabase } from '@/lib/supabase';
import { fakeAuth, render } from '@/test/render';
import type { SupabaseMock } from '@/test/supabase-mock';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('@/test/supabase-mock')).createSupabaseMock() }));

const mock = supabase as unknown as SupabaseMock;

beforeEach(() => mock.reset());

async function openForgotForm() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await screen.findByRole('heading', { name: 'Reset your password' });
  return user;
}

describe("'Forgot password?' on /login", () => {
  it('is offered in sign-in mode only', async () => {
    render(<AuthForm />, { auth: fakeAuth() });
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('requires an e-mail and sends nothing without one', async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    const user = await openForgotForm();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toBeInvalid();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toBeInvalid();
    expect(auth.resetPassword).not.toHaveBeenCalled();
    expect(screen.queryByText(RESET_EMAIL_SENT_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the typed e-mail, sends the request and says to check the inbox, whoever the address belongs to', async () => {
    const auth = fakeAuth();
    render(<AuthForm />, { auth });
    await userEvent.type(screen.getByLabelText(/^Email/), 'player@example.com');
    const user = await openForgotForm();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_EMAIL_SENT_MESSAGE)).toBeInTheDocument();
    expect(RESET_EMAIL_SENT_MESSAGE).toBe('Check your email for a link to reset your password.');
    expect(auth.resetPassword).toHaveBeenCalledWith('player@example.com');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows a service error inline and stays on the form (real provider, supabase mocked)', async () => {
    mock.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: {},
      error: { message: 'For security purposes, you can only request this after 42 seconds.' },
    });
    render(<AuthForm />);
    const user = await openForgotForm();
    await user.type(screen.getByLabelText(/^Email/), ' player@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('For security purposes, you can only request this after 42 seconds.');
    expect(mock.auth.resetPasswordForEmail).toHaveBeenCalledWith('player@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    expect(screen.queryByText(RESET_EMAIL_SENT_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
