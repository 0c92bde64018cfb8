/** The q-th quantile (0 < q ≤ 1) of a run's samples, by the nearest-rank method. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? 0;
}

/** The 95th percentile of a run's samples (the nearest-rank method). */
export function p95(samples: number[]): number {
  return percentile(samples, 0.95);
}
