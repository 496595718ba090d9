import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

// The production build as vite.config.ts makes it (not written to disk): what a visitor's first
// screen downloads follows from its chunks and their static imports. `npm run bench -- bundle`
// measures the bytes in Chromium; this keeps the libraries where they belong on every test run.

/** web/, from web/src/app/this file (jsdom's URL does not resolve '../..' against a file URL). */
const WEB = decodeURIComponent(new URL(import.meta.url).pathname).split('/').slice(0, -3).join('/');

/** Libraries only some signed-in screens use; none may be in /login's download. */
const NOT_ON_LOGIN = [
  'recharts',
  '@mantine/charts',
  'd3-',
  'zod',
  '@floating-ui/',
  '@mantine/notifications',
  '@supabase/supabase-js',
  '@supabase/realtime-js',
  '@supabase/storage-js',
  '@supabase/functions-js',
];

let chunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  const result = await build({ root: WEB, configFile: `${WEB}/vite.config.ts`, logLevel: 'silent', build: { write: false } });
  const outputs = Array.isArray(result) ? result : [result];
  chunks = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((f): f is Rollup.OutputChunk => f.type === 'chunk');
}, 300_000);

function chunkOf(sourceFile: string): Rollup.OutputChunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(sourceFile));
  if (!chunk) throw new Error(`no chunk starts at ${sourceFile}`);
  return chunk;
}

/** The chunks the browser loads for these: each, and whatever they import statically. */
function loadedWith(...starts: Rollup.OutputChunk[]): Rollup.OutputChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)!));
  };
  starts.forEach(visit);
  return [...seen.values()];
}

function librariesIn(loaded: Rollup.OutputChunk[]): Set<string> {
  return new Set(
    loaded.flatMap((c) => c.moduleIds).flatMap((id) => {
      // Code only: the entry also lists the stylesheets main.tsx imports (Mantine's, all screens').
      const path = /node_modules\/((?:@[^/]+\/)?[^/]+)\/.*\.[cm]?js$/.exec(id);
      return path ? [path[1]] : [];
    }),
  );
}

const onLogin = () =>
  librariesIn(loadedWith(...chunks.filter((c) => c.isEntry), chunkOf('src/app/app.tsx'), chunkOf('src/app/routes/login.tsx')));

describe("the first screen's download", () => {
  it('/login loads the app and its sign-in form, and none of the libraries only other screens use', () => {
    const libraries = [...onLogin()];
    expect(libraries).toEqual(expect.arrayContaining(['react-dom', '@mantine/core', '@supabase/auth-js', '@mantine/form']));
    expect(libraries.filter((library) => NOT_ON_LOGIN.some((name) => library.startsWith(name)))).toEqual([]);
  });

  it('the charts come with the screen that draws them (Top Players)', () => {
    const topPlayers = librariesIn(loadedWith(chunkOf('src/features/top-players/components/top-players-screen.tsx')));
    expect([...topPlayers]).toEqual(expect.arrayContaining(['recharts', '@mantine/charts']));
  });

  it('every chunk is named by its content hash, so it can be cached for good', () => {
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.map((c) => c.fileName).filter((name) => !/^assets\/[\w~.-]+-[\w-]{8}\.js$/.test(name))).toEqual([]);
  });
});
