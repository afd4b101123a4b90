/** `Object.fromEntries` over a typed record, keeping its keys' type (shared/ definitions are records). */
export const mapValues = <K extends string, V, R>(
  record: Readonly<Record<K, V>>,
  fn: (value: V, key: K) => R,
): Record<K, R> =>
  Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, fn(value, key as K)])) as Record<
    K,
    R
  >;
