import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { onSessionStart } from './storage';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Patchy mobile signal: retry network failures, never 4xx answers.
      retry: (count, err) => count < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

// A new session never sees the cached answers of the one before (a 401 leaves them in memory until then).
onSessionStart(() => queryClient.clear());
