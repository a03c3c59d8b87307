import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { useOpsDealMessagesInfiniteQuery } from '../api';

/**
 * The deal's chat between the brand and the creator, read only (operators do not write
 * in it). The server pages it newest first, as the parties' chats read it; shown oldest
 * at the top, earlier pages on demand above.
 */
export function DealChatLog({ dealId }: { dealId: string }) {
  const { t } = useTranslation('opsReview');
  const format = useDealFormats();
  const query = useOpsDealMessagesInfiniteQuery(dealId);
  const messages = (query.data?.pages ?? []).flatMap((page) => page.nodes).reverse();
  let body;
  if (query.isLoading) {
    body = (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="12" w="70%" />
        <Skeleton h="12" w="60%" />
      </Stack>
    );
  } else if (query.isError && messages.length === 0) {
    body = (
      <Flex direction="column" align="center" gap="2" py="6" role="alert">
        <Text color="fg.error">{t('dispute.chatError')}</Text>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('dispute.retry')}
        </Button>
      </Flex>
    );
  } else if (messages.length === 0) {
    body = (
      <Text color="fg.muted" textAlign="center" py="6">
        {t('dispute.chatEmpty')}
      </Text>
    );
  } else {
    body = (
      <Stack as="ol" listStyleType="none" gap="3">
        {messages.map((message) => (
          <Box
            as="li"
            key={message.id}
            p="3"
            rounded="lg"
            bg={message.author === 'company' ? 'bg.subtle' : 'brand.subtle'}
          >
            <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
              <Badge size="sm" variant="outline">
                {t(`dispute.author.${message.author}`)}
              </Badge>
              <Text as="span" fontWeight="semibold" color="fg">
                {message.author_name}
              </Text>
              <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
            </HStack>
            <Text mt="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {message.text}
            </Text>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <DealSection title={t('dispute.chat')}>
      {query.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('dispute.chatOlder')}
        </Button>
      )}
      {body}
    </DealSection>
  );
}
