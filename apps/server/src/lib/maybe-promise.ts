/**
 * `next` of a value that may still be loading, without a promise when it is not: for read
 * paths whose answer is kept nearly always (the merchant, a visitor's country), where a
 * promise and a trip through the microtask queue per request is most of the work. (Not named
 * `then`: a module exporting `then` is a thenable, and `await import()` of it calls it.)
 */
export function andThen<T, U>(
  value: T | Promise<T>,
  next: (value: T) => U | Promise<U>,
): U | Promise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
