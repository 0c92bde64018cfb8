import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Only transport failures are worth repeating; an answered error will answer the same. */
function shouldRetry(failureCount: number, error: unknown) {
  if (!(error instanceof ApiError)) return false;
  const transient = error.errorCode === 'network_error' || error.errorCode === 'timeout';
  return transient && failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
