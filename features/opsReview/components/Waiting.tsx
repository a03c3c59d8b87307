import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { RelativeTime } from '@/src/ui/RelativeTime';

/** How long an item has waited ("3 hours ago"), the moment in full on hover. */
export function Waiting({ since }: { since: string }) {
  const format = useDealFormats();
  return <RelativeTime at={since} relative={format.relative} title={format.longDateTime(since)} />;
}
