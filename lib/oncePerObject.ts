/**
 * `compute(key)`, worked out once per key object and forgotten with it. The content and the
 * site manifest are immutable objects that are replaced, never edited (the dev server swaps
 * them), so anything derived from one can be kept for as long as that object lives.
 */
export function oncePerObject<Key extends object, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const cache = new WeakMap<Key, Value>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as Value;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
