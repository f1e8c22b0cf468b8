/** `compute(key)`, once per key object: the content is replaced, never edited, so derived values last with it. */
export function oncePerObject<Key extends object, Value>(compute: (key: Key) => Value): (key: Key) => Value {
  const cache = new WeakMap<Key, Value>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as Value;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}
