import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealParty } from '@/domain/deals/rules';
import { LinkifiedText } from '@/src/ui/LinkifiedText';
import { DealSection } from '../DealHeader';
import { useDealFormats } from '../useDealFormats';
import type { ChatMessage } from './chatPages';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

/** Within this many pixels of the end, the history follows new messages down. */
const STICK_TO_END_PX = 80;

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

function Bubble({ message, party }: { message: ChatMessage; party: DealParty }) {
  const format = useDealFormats();
  const own = message.author === party;
  const at = new Date(message.created_at);
  return (
    <Stack
      as="li"
      data-testid="chat-message"
      gap="1"
      maxW="85%"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      align={own ? 'flex-end' : 'flex-start'}
    >
      <Text fontSize="xs" color="fg.muted">
        <Text as="span" fontWeight="semibold">
          {message.author_name}
        </Text>{' '}
        ·{' '}
        <time dateTime={message.created_at}>
          {sameDay(at, new Date())
            ? format.time(message.created_at)
            : format.dateTime(message.created_at)}
        </time>
      </Text>
      <Box
        px="3"
        py="2"
        rounded="xl"
        roundedTopRight={own ? 'sm' : 'xl'}
        roundedTopLeft={own ? 'xl' : 'sm'}
        bg={own ? 'brand.solid' : 'bg.muted'}
        color={own ? 'brand.contrast' : 'fg'}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        <LinkifiedText text={message.text} />
      </Box>
    </Stack>
  );
}

/** What the thread reads of a chat's infinite query (either party's). */
export interface ChatPagesQuery {
  data?: { pages: Array<{ nodes: ChatMessage[] }> };
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isLoading: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface ChatThreadProps {
  /** The section's title ("Chat with Maya Ortiz"). */
  title: string;
  /** What an empty chat says. */
  empty: string;
  /** Whose side the reader is on: their own messages show at the right. */
  party: DealParty;
  query: ChatPagesQuery;
  composer: ChatComposerProps;
}

/**
 * A deal's chat, for either party: the history oldest to newest (older pages on demand,
 * the place kept while they load), following new messages down while the reader is at the
 * end, and the composer. Live through the deal's topic (each side's listeners).
 */
export function ChatThread({ title, empty, party, query, composer }: ChatThreadProps) {
  const { t } = useTranslation('deals');
  const pages = query.data?.pages ?? [];
  const messages = pages.flatMap((page) => page.nodes).reverse();
  const history = useRef<HTMLDivElement>(null);

  // Where the history was before this render: older messages added above keep the reader's
  // place; a new message at the end is followed when the reader was at the end.
  const before = useRef({ first: '', last: '', height: 0, top: 0, atEnd: true });
  const first = messages[0]?.id ?? '';
  const last = messages.at(-1)?.id ?? '';
  useLayoutEffect(() => {
    const box = history.current;
    if (!box) return;
    const previous = before.current;
    if (previous.first && first !== previous.first && last === previous.last) {
      box.scrollTop = box.scrollHeight - previous.height + previous.top;
    } else if (last !== previous.last && (previous.atEnd || !previous.last)) {
      box.scrollTop = box.scrollHeight;
    }
    before.current = {
      first,
      last,
      height: box.scrollHeight,
      top: box.scrollTop,
      atEnd: box.scrollHeight - box.scrollTop - box.clientHeight <= STICK_TO_END_PX,
    };
  }, [first, last]);
  const onScroll = () => {
    const box = history.current;
    if (!box) return;
    before.current.top = box.scrollTop;
    before.current.height = box.scrollHeight;
    before.current.atEnd = box.scrollHeight - box.scrollTop - box.clientHeight <= STICK_TO_END_PX;
    if (box.scrollTop === 0 && query.hasNextPage && !query.isFetching) void query.fetchNextPage();
  };

  return (
    <DealSection title={title}>
      <Box
        ref={history}
        onScroll={onScroll}
        maxH={{ base: '24rem', lg: 'calc(100dvh - 20rem)' }}
        minH="12rem"
        overflowY="auto"
        mx="-2"
        px="2"
        tabIndex={0}
        aria-label={t('chat.history')}
        role="region"
      >
        {query.hasNextPage && (
          <Flex justify="center" pb="3">
            <Button
              size="xs"
              variant="ghost"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('chat.older')}
            </Button>
          </Flex>
        )}
        {query.isLoading ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton h="12" w="70%" />
            <Skeleton h="12" w="60%" alignSelf="flex-end" />
          </Stack>
        ) : query.isError && pages.length === 0 ? (
          <Flex direction="column" align="center" gap="2" py="6" role="alert">
            <Text color="fg.error">{t('chat.loadError')}</Text>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('chat.retry')}
            </Button>
          </Flex>
        ) : messages.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="6">
            {empty}
          </Text>
        ) : (
          <Box role="log" aria-live="polite">
            <Stack as="ol" listStyleType="none" gap="3">
              {messages.map((message) => (
                <Bubble key={message.id} message={message} party={party} />
              ))}
            </Stack>
          </Box>
        )}
      </Box>
      <ChatComposer {...composer} />
    </DealSection>
  );
}
