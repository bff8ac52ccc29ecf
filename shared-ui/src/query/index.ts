export {
  keepPreviousData,
  type QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export { ApiError } from './api-error';
export { fetchApi } from './fetch-api';
export { createQueryClient, shouldRetry } from './query-client';
export { type ApiMutationOptions, invalidateApiReads, useApiMutation } from './use-api-mutation';
export { type ApiQueryOptions, apiQueryKey, useApiQuery } from './use-api-query';
