/** The deployable functions of a folder: subfolders with an index.ts, skipping `_shared` and friends. */
export async function discoverFunctions(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const e of Deno.readDir(dir)) {
    if (!e.isDirectory || e.name.startsWith("_") || e.name.startsWith(".")) continue;
    if (await Deno.stat(`${dir}/${e.name}/index.ts`).then((s) => s.isFile, () => false)) names.push(e.name);
  }
  return names.sort();
}
