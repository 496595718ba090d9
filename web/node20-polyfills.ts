/**
 * Vitest 5 prints failures with Map.groupBy (Node >= 21); this project's machines run Node 20,
 * where a failing test would otherwise surface as "Map.groupBy is not a function". Imported by
 * every vitest config (web and the end-to-end tests).
 */
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}

export {};
