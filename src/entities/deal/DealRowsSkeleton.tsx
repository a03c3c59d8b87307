import { Badge, Box, Flex, HStack, Skeleton, SkeletonCircle } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { TextSkeleton } from '@/src/ui/TextSkeleton';

/** A badge's own box (its padding, line height and border), with its text still loading. */
function BadgeSkeleton({ sample }: { sample: string }) {
  return (
    <Skeleton as="span" display="inline-block" rounded="full">
      <Badge variant="outline">{sample}</Badge>
    </Skeleton>
  );
}

const placeholderKey = (placeholder: string) => placeholder;

/**
 * The deals list while its first page loads: the real rows' table and cards, the same
 * cells with the same labels, text lines and avatar, each one still loading. A card is
 * then as tall as a deal's card, so the deals that replace it (one or many) move nothing
 * below them.
 */
export function DealRowsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('deals');
  const placeholders = useMemo(() => Array.from({ length: rows }, (_, i) => String(i)), [rows]);
  // The samples are never shown: they give each line the real text's height and about its width.
  const columns = useMemo(
    (): DataColumn<string>[] => [
      {
        key: 'creator',
        header: t('list.columns.creator'),
        cardLabel: false,
        render: () => (
          <HStack gap="3">
            <SkeletonCircle size="9" flexShrink={0} />
            <TextSkeleton sample={t('list.columns.creator')} />
          </HStack>
        ),
      },
      {
        key: 'campaign',
        header: t('list.columns.campaign'),
        render: () => <TextSkeleton sample={t('list.columns.campaign')} />,
      },
      {
        key: 'products',
        header: t('list.columns.products'),
        render: () => <TextSkeleton sample={t('list.columns.products')} />,
      },
      {
        key: 'status',
        header: t('list.columns.status'),
        cardLabel: false,
        render: () => (
          <Flex gap="1.5" wrap="wrap">
            <BadgeSkeleton sample={t('list.columns.status')} />
            <BadgeSkeleton sample={t('list.columns.delivery')} />
          </Flex>
        ),
      },
      {
        key: 'updated',
        header: t('list.columns.updated'),
        nowrap: true,
        render: () => <TextSkeleton sample={t('list.columns.updated')} />,
      },
    ],
    [t],
  );
  return (
    // Busy for assistive technology, which reads nothing of the placeholder rows themselves.
    <Box aria-busy="true">
      <Box aria-hidden="true">
        <DataTable
          label={t('list.label')}
          rows={placeholders}
          columns={columns}
          rowKey={placeholderKey}
          rowTestId="deal-row-skeleton"
        />
      </Box>
    </Box>
  );
}
