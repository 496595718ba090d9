import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Where /login ends for a signed-in user whose MFL account is connected. */
export function WelcomeBack() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md">
      <Stack gap="md" align="center" ta="center">
        <Title order={2}>Welcome Back</Title>
        {user?.email && <Text c="dimmed">You are signed in as {user.email}.</Text>}
        <Button onClick={() => navigate(paths.dashboard)} fullWidth>
          Continue to Dashboard
        </Button>
      </Stack>
    </Paper>
  );
}
