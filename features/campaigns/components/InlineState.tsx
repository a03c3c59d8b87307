import { Alert, Link, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { InlineLoadError } from '@/src/ui/InlineLoadError';

/** What a field's choices come from: a query's state. */
export interface ChoicesQuery<Data> {
  isLoading: boolean;
  data?: Data;
  refetch: () => unknown;
}

export interface ChoicesStateProps<Data> {
  query: ChoicesQuery<Data>;
  /** How many choices the data holds. */
  count: (data: Data) => number;
  loadingLabel: string;
  errorMessage: string;
  /** Nothing to choose from yet: why, and the page where it is added. */
  empty: { text: string; to: string; action: string };
  children: (data: Data) => ReactNode;
}

/**
 * A field whose choices are loaded (brands, products, cards): a placeholder while they
 * load, the failure with Retry, the way to add the first one when there is none, or the
 * field itself.
 */
export function ChoicesState<Data>({
  query,
  count,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: ChoicesStateProps<Data>) {
  if (query.isLoading) return <Skeleton h="16" rounded="lg" aria-label={loadingLabel} />;
  if (!query.data) {
    return <InlineLoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (count(query.data) === 0) {
    return (
      <Alert.Root status="info" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>
          <Text as="span">{empty.text} </Text>
          <Link asChild fontWeight="medium" color="brand.fg">
            <RouterLink to={empty.to}>{empty.action}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Root>
    );
  }
  return children(query.data);
}
