import { ListSkeleton } from '@/src/ui/list/ListStates';

/** Where a queue's rows will be: table rows from 768 px, taller cards below. */
export function QueueSkeleton() {
  return <ListSkeleton height={{ base: '32', md: '16' }} />;
}
