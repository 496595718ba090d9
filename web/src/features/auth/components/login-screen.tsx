import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth-context';
import { AuthForm } from './auth-form';
import { WelcomeBack } from './welcome-back';

/**
 * /login (spec 01 §2): the form while signed out; once signed in, `mflStep` (the MFL connection
 * form, composed by the app so features stay independent) while the profile is missing or MFL is
 * not connected, then 'Welcome Back'.
 */
export function LoginScreen({ mflStep }: { mflStep?: ReactNode }) {
  const { isAuthenticated, profileLoading, needsProfile, mflCookieValid } = useAuth();
  let content: ReactNode;
  if (!isAuthenticated) content = <AuthForm />;
  else if (profileLoading) content = <LoadingScreen fullScreen={false} label="Loading your profile…" />;
  else if (mflStep && (needsProfile || !mflCookieValid)) content = mflStep;
  else content = <WelcomeBack />;
  return (
    <Container size={440} py={64}>
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Title order={1} ta="center">
            MFL Companion
          </Title>
          <Text c="dimmed" ta="center">
            All your MyFantasyLeague leagues in one place.
          </Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
