import { profileSummary } from "./cpu-profile.mjs";

/**
 * A CPU profile of a process whose V8 inspector listens on `port` (a function worker started with
 * FUNCTION_INSPECT, local/gateway/functions/runtime.ts): sampling starts now; `stop()` ends it and
 * returns the time by function.
 */
export async function inspectorProfile(port: number): Promise<{ stop(): Promise<string> }> {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json() as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`the inspector on port ${port} refused the connection`));
  });
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  let next = 0;
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, (m) => m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result as T));
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  return {
    async stop() {
      const { profile } = await send<{ profile: unknown }>("Profiler.stop");
      socket.close();
      return profileSummary(profile);
    },
  };
}
