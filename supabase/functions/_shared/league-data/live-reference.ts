import { readSettings } from "../settings.ts";
import { serviceClient } from "../supabase.ts";
import { mflUpstream } from "../mfl/default-upstream.ts";
import type { UpstreamGet } from "./datasets/dataset.ts";
import { type ReferenceRefresher, referenceSync, supabaseReferenceStore } from "./reference-data.ts";

let reference: ReferenceRefresher | undefined;

/** The isolate's one refresher of the shared reference data (players, bye weeks, injuries, NFL schedule). */
export function liveReference(options: { upstream?: () => UpstreamGet; now?: () => number } = {}): ReferenceRefresher {
  return reference ??= referenceSync({
    upstream: (options.upstream ?? mflUpstream)(),
    store: supabaseReferenceStore(serviceClient()),
    settings: () => readSettings(serviceClient()),
    now: options.now ?? Date.now,
  });
}
