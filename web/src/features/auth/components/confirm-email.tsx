import { useEffect } from 'react';
import { Loader } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { INVALID_CONFIRMATION_LINK } from '../api/verify-otp';
import { useTokenLink } from '../hooks/use-token-link';
import { LinkFailedScreen } from './link-failed-screen';

/** Spec 01 §9: the success screen leads home after 2 seconds. */
export const CONFIRM_REDIRECT_DELAY_MS = 2000;

/** /auth/confirm: verifies the link's token_hash (type email), which also signs the user in. */
export function ConfirmEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useTokenLink(params, 'email', INVALID_CONFIRMATION_LINK);

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = window.setTimeout(() => navigate(paths.home, { replace: true }), CONFIRM_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'loading') {
    return (
      <StatusScreen title="Confirming your email" fullScreen actions={<Loader aria-label="Confirming" />}>
        Please wait while we confirm your email address.
      </StatusScreen>
    );
  }
  if (state.status === 'success') {
    return (
      <StatusScreen title="Email confirmed" color="teal" fullScreen>
        Your email address is confirmed and you are signed in. Redirecting…
      </StatusScreen>
    );
  }
  return (
    <LinkFailedScreen title="Confirmation failed" message={state.message} />
  );
}
