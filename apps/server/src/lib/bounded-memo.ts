/**
 * A pure function of a string remembered for the strings asked most recently: the hot read
 * calls ask the same few values over and over (an address, a page URL), and the work behind
 * them (an address-block check, a URL parse) costs more than a Map lookup. Bounded because the
 * strings come from clients; when full it starts again empty, which costs one miss per value.
 * Only for functions whose answer never changes for the same input.
 */
export function boundedMemo<T>(fn: (input: string) => T, max = 10_000): (input: string) => T {
  const known = new Map<string, T>();
  return (input) => {
    if (known.has(input)) return known.get(input) as T;
    const value = fn(input);
    if (known.size >= max) known.clear();
    known.set(input, value);
    return value;
  };
}
