import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { useLiveEvents } from '../api/member/use-live-events';
import { RootScreen } from './root-screen';

/** The signed-in member's live balance and inbox events; renders nothing. */
function LiveEvents() {
  useLiveEvents();
  return null;
}

/** Providers around the root screen. Tests pass their own query client. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LiveEvents />
      <RootScreen />
    </QueryClientProvider>
  );
}
