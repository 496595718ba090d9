import { Container, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@/lib/auth-context';
import { AuthForm } from './auth-form';
import { WelcomeBack } from './welcome-back';

/** /login: the form while signed out, 'Welcome Back' once a session exists. */
export function LoginScreen() {
  const { isAuthenticated } = useAuth();
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
        {isAuthenticated ? <WelcomeBack /> : <AuthForm />}
      </Stack>
    </Container>
  );
}
