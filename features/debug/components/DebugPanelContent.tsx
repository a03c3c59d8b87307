import { Box, CloseButton, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getActionRecorder, subscribeToActionRecorders } from '@/store/debug/actionLog';
import { recordNow } from '@/store/debug/earlyActions';
import { useAppStore } from '@/store/hooks';
import { closeDebugPanel } from '../hooks/useDebugPanel';
import { ActionLogView } from './ActionLogView';
import { ReplayView } from './ReplayView';

/** The open panel: loaded on first opening, so the app's first load does not carry it. */
export default function DebugPanelContent() {
  const { t } = useTranslation('debug');
  const titleId = useId();
  const store = useAppStore();
  const recorder = useSyncExternalStore(subscribeToActionRecorders, () => getActionRecorder(store));
  // The app's recorder may not have loaded yet (a visitor without a session): it takes over
  // the actions held until now, and the log shows once it has.
  useEffect(() => recordNow(store), [store]);

  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      data-testid="debug-panel"
      position="fixed"
      insetY="0"
      insetEnd="0"
      w="min(40rem, 100vw)"
      zIndex="modal"
      bg="bg.panel"
      borderStartWidth="1px"
      borderColor="border"
      shadow="lg"
      overflowY="auto"
    >
      <Stack gap="4" p="4">
        <Flex align="flex-start" justify="space-between" gap="3">
          <Box>
            <Heading as="h2" size="md" id={titleId}>
              {t('title')}
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {t('shortcutHint')}
            </Text>
          </Box>
          <CloseButton size="sm" aria-label={t('close')} onClick={closeDebugPanel} />
        </Flex>
        {recorder && <ActionLogView recorder={recorder} subscribe={store.subscribe} />}
        <Separator />
        <ReplayView />
      </Stack>
    </Box>
  );
}
