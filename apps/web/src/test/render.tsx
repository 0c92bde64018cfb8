/** Renders a piece of the site with its providers: query cache (status preloaded), router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../app/router';
import type { SystemStatus } from '@wl/contract/system/get-status';
import { statusQuery } from '../api/system/get-status';
import { makeStatus } from './fixtures';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactNode,
  options: { status?: SystemStatus; route?: string; client?: QueryClient } = {},
) {
  const client = options.client ?? testQueryClient();
  client.setQueryData(statusQuery.queryKey, options.status ?? makeStatus());
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
