/**
 * What the page shows when the app cannot even start: config/env.ts throws an EnvError while the
 * app's modules load (an invalid VITE_SUPABASE_URL, a URL without its key). Plain DOM: neither
 * React nor Mantine may be usable at this point. Matched by name so this file imports nothing.
 */
export function showBootError(container: HTMLElement, error: unknown): void {
  console.error(error);
  const isConfig = error instanceof Error && error.name === 'EnvError';
  const title = document.createElement('h1');
  title.textContent = isConfig ? 'Configuration error' : 'The app could not start';
  const detail = document.createElement('p');
  detail.textContent = isConfig
    ? `${(error as Error).message} Fix the build's environment and deploy again.`
    : 'Reload the page; if this persists, try again later.';
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;';
  box.append(title, detail);
  container.replaceChildren(box);
}
