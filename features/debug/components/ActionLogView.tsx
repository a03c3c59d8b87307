import { Box, Button, chakra, Code, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionRecorder } from '@/store/debug/actionLog';
import { downloadText } from '@/src/ui/download';
import { actionLogFileName } from '../rules';

/** Rows rendered at most: the newest matches, enough to read a session's recent past. */
export const MAX_ROWS = 300;

interface ActionLogViewProps {
  recorder: ActionRecorder;
  /** The store's subscribe: the list follows new actions while the panel is open. */
  subscribe: (listener: () => void) => () => void;
}

/** The recorded actions, newest first, filtered by type, with an export button. */
export function ActionLogView({ recorder, subscribe }: ActionLogViewProps) {
  const { t } = useTranslation('debug');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const summaries = useSyncExternalStore(subscribe, recorder.summaries);
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());
  const matching = useMemo(() => {
    const rows = summaries.map((summary, position) => ({ ...summary, position }));
    return deferredFilter
      ? rows.filter((row) => row.type.toLowerCase().includes(deferredFilter))
      : rows;
  }, [summaries, deferredFilter]);
  const shown = matching.slice(-MAX_ROWS).reverse();
  const types = useMemo(() => [...new Set(summaries.map((row) => row.type))].sort(), [summaries]);
  const detail = selected === null ? undefined : recorder.entryAt(selected);

  return (
    <Stack as="section" gap="3" aria-labelledby={`${filterId}-heading`}>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="sm" id={`${filterId}-heading`}>
          {t('log.heading')}
        </Heading>
        <Button
          size="xs"
          colorPalette="brand"
          onClick={() => downloadText(actionLogFileName(), recorder.exportText())}
        >
          {t('log.export')}
        </Button>
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {t('log.summary', {
          count: summaries.length,
          capacity: recorder.capacity,
          dropped: recorder.dropped,
        })}
      </Text>
      <Stack gap="1">
        <chakra.label htmlFor={filterId} fontSize="xs" fontWeight="medium">
          {t('log.filterLabel')}
        </chakra.label>
        <Input
          id={filterId}
          size="xs"
          list={`${filterId}-types`}
          value={filter}
          placeholder={t('log.filterPlaceholder')}
          onChange={(event) => setFilter(event.target.value)}
        />
        <datalist id={`${filterId}-types`}>
          {types.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      </Stack>
      {matching.length > MAX_ROWS && (
        <Text fontSize="xs" color="fg.muted">
          {t('log.showing', { shown: MAX_ROWS, count: matching.length })}
        </Text>
      )}
      {shown.length === 0 ? (
        <Text fontSize="sm">{t('log.empty')}</Text>
      ) : (
        <Box
          as="ol"
          maxH="40vh"
          overflowY="auto"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="md"
          fontFamily="mono"
          fontSize="xs"
          aria-label={t('log.heading')}
        >
          {shown.map((row) => (
            <Box as="li" key={row.position} listStyleType="none">
              <chakra.button
                type="button"
                display="flex"
                w="full"
                gap="3"
                px="2"
                py="0.5"
                textAlign="start"
                bg={row.position === selected ? 'bg.emphasized' : undefined}
                _hover={{ bg: 'bg.muted' }}
                aria-pressed={row.position === selected}
                onClick={() => setSelected(row.position === selected ? null : row.position)}
              >
                <Text as="span" minW="10" color="fg.muted" aria-label={t('log.index')}>
                  {row.position + 1}
                </Text>
                <Text
                  as="span"
                  minW="20"
                  textAlign="end"
                  color="fg.muted"
                  aria-label={t('log.time')}
                >
                  {row.t.toFixed(1)}
                </Text>
                <Text as="span" truncate>
                  {row.type}
                </Text>
              </chakra.button>
            </Box>
          ))}
        </Box>
      )}
      {detail && (
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="medium">
            {t('log.details')}
          </Text>
          <Code as="pre" display="block" p="2" maxH="30vh" overflow="auto" whiteSpace="pre">
            {JSON.stringify(detail.action, null, 2)}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
