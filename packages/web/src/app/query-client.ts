import { QueryClient } from '@tanstack/react-query';

/** Calls never throw and report their own failures, so a failed query is not retried blindly. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
