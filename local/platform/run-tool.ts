/** Runs a tool in the foreground, streaming its output while keeping a copy to parse. */
import { ROOT } from "../config.ts";

export interface ToolRun {
  code: number;
  output: string;
  ms: number;
}

export async function runTool(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; quiet?: boolean } = {},
): Promise<ToolRun> {
  const t0 = performance.now();
  const child = new Deno.Command(cmd, {
    args,
    cwd: opts.cwd ?? ROOT,
    env: { NO_COLOR: "1", FORCE_COLOR: "0", ...opts.env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const chunks: string[] = [];
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      chunks.push(decoder.decode(chunk, { stream: true }));
      if (!opts.quiet) await Deno.stdout.write(chunk);
    }
  };
  await Promise.all([pump(child.stdout), pump(child.stderr)]);
  const { code } = await child.status;
  return { code, output: chunks.join(""), ms: performance.now() - t0 };
}

export const DENO = Deno.execPath();
export const NODE_BIN = `${ROOT}/node_modules/.bin`;
