import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '@/pwa/update-prompt';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

/** Mounts the SPA. Loaded by main.tsx after the configuration has been read (see boot-error). */
export function mountApp(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </AppProviders>
    </StrictMode>,
  );
}
