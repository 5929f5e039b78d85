export { queryClient, createQueryClient } from './query-client';
export { connectQueryBridge, invalidateOn } from './query-bridge';
