import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryState } from '@/components/query-state';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { MflConnectStep } from '@/features/mfl-connection/components/mfl-connect-step';
import { useAuth } from '@/lib/auth-context';

/** Routes for signed-in users; others get 'Authentication Required' (spec 01 §2). */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) {
    return (
      <StatusScreen
        title="Authentication Required"
        fullScreen
        actions={
          <Button component={Link} to={paths.login}>
            Sign in
          </Button>
        }
      >
        Please sign in to view this page.
      </StatusScreen>
    );
  }
  return <Outlet />;
}

/** Routes that need a profile, which is created when the user first connects MFL. */
export function RequireProfile() {
  const { profileLoading, needsProfile, profileError, refreshProfile } = useAuth();
  // A profile that could not be read is not a missing one: offer Retry, not the setup.
  return (
    <QueryState
      variant="page"
      isLoading={profileLoading}
      error={profileError}
      refetch={refreshProfile}
      skeleton={<LoadingScreen fullScreen={false} label="Loading your profile…" />}
      errorTitle="Could not load your profile"
      isEmpty={needsProfile}
      empty={<ProfileSetupRequired />}
    >
      <Outlet />
    </QueryState>
  );
}

/** No profile yet: the connection is offered right here; once it succeeds the profile exists and the page shows. */
function ProfileSetupRequired() {
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Profile Setup Required
          </Title>
          <Text c="dimmed">Your profile is created when you connect your MyFantasyLeague account. Connect it to use this page.</Text>
        </div>
        {/* 'Skip for now' would lead back to this very page. */}
        <MflConnectStep skippable={false} />
      </Stack>
    </Container>
  );
}

/** Admin-only routes; is_admin comes from the profile and is enforced server-side too. */
export function RequireAdmin() {
  const { profileLoading, isAdmin } = useAuth();
  if (profileLoading) return <LoadingScreen fullScreen={false} label="Loading your profile…" />;
  if (!isAdmin) {
    return (
      <StatusScreen
        title="Admin Access Required"
        actions={
          <Button component={Link} to={paths.dashboard} variant="light">
            Back to Dashboard
          </Button>
        }
      >
        This page is only available to administrators.
      </StatusScreen>
    );
  }
  return <Outlet />;
}

/**
 * Routes that read league data through the user's MFL connection: without one, 'MFL Connection
 * Required' with the way to connect (spec 01 §2) and the league pages' 'MFL authentication
 * required' (spec 02 §5), in one place for every such screen.
 */
export function RequireMflConnection() {
  const { hasMFLCredentials } = useAuth();
  if (!hasMFLCredentials) {
    return (
      <StatusScreen
        title="MFL Connection Required"
        actions={
          <Button component={Link} to={paths.profile}>
            Connect MFL Account
          </Button>
        }
      >
        MFL authentication required: connect your MyFantasyLeague account to set lineups and see your leagues, standings and
        transactions here.
      </StatusScreen>
    );
  }
  return <Outlet />;
}
