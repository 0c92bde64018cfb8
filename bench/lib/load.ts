import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Drives one URL with autocannon (100 connections by default) and reports the mean req/s. */
export async function load(
  url: string,
  options: { seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    requestsPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
