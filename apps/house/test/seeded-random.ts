/**
 * A small deterministic generator (xoshiro128**) for simulations in tests, so that a failing
 * run can be repeated. Production code draws from node:crypto instead.
 */
export function seededRandomInt(seed: number): (n: number) => number {
  let a = seed >>> 0 || 1;
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 0xb7e15162;
  const next = () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  for (let i = 0; i < 16; i++) next();
  // 53 random bits scaled to [0, n): bias below 2^-20 for the strip lengths we use.
  return (n) => Math.floor(((next() >>> 5) * 67108864 + (next() >>> 6)) / 9007199254740992 * n);
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
