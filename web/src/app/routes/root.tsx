import { Box, Button } from '@mantine/core';
import { Navigate, Outlet, useNavigate, useRouteError } from 'react-router-dom';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LoadingScreen } from '@/components/loading-screen';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Shows a loading screen until the first session check ends (spec 01 §2), then the routes. */
export function RootRoute() {
  const { loading } = useAuth();
  return loading ? <LoadingScreen /> : <Outlet />;
}

/** Frame of the public pages (/login, /auth/confirm, /reset-password): the theme switch sits top right. */
export function PublicLayout() {
  return (
    <>
      <Box pos="fixed" top={12} right={16} style={{ zIndex: 10 }}>
        <ColorSchemeToggle />
      </Box>
      <Outlet />
    </>
  );
}

/** `/` and unknown paths: /dashboard when signed in, /login when signed out or before MFL was first connected. */
export function HomeRedirect() {
  const { isAuthenticated, profileLoading, needsProfile } = useAuth();
  if (isAuthenticated && profileLoading) return <LoadingScreen />;
  // A first run (e-mail just confirmed, no profile yet) lands on /login's second step: the MFL
  // connection, which then goes on to the dashboard.
  return <Navigate to={!isAuthenticated || needsProfile ? paths.login : paths.dashboard} replace />;
}

/** A screen inside the shell crashed: say so there, with Retry, and keep the navigation. */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  console.error(error);
  return (
    <StatusScreen
      title="Something went wrong"
      color="red"
      actions={<Button onClick={() => navigate(0)}>Retry</Button>}
    >
      This page could not be shown. The rest of the app still works.
    </StatusScreen>
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusScreen
      title="Something went wrong"
      fullScreen
      actions={<Button onClick={() => window.location.assign(paths.home)}>Reload</Button>}
    >
      An unexpected error occurred.
    </StatusScreen>
  );
}
