import { Box, Button, chakra, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { version as appVersion } from '@/package.json';
import type { ActionLogFile } from '@/store/debug/actionLog';
import { loadAllEndpoints } from '@/store/debug/loadEndpoints';
import {
  ActionLogError,
  createReplay,
  parseActionLog,
  type ReplayComparison,
  type ReplaySession,
  type ReplayStep,
} from '@/store/debug/replay';
import { redact } from '@/store/debug/sanitize';
import { readFileText } from '@/src/ui/download';

interface Loaded {
  session: ReplaySession;
  /** Steps applied so far, for the last type and the failures. */
  steps: ReplayStep[];
  comparison: ReplayComparison | null;
}

type ErrorText = { key: ActionLogError['key']; values: ActionLogError['values'] };

/**
 * Loads an exported log and replays it into a fresh store of its own (reducers only), step
 * by step or to the end, then compares the result with the recorded final state. The
 * app's store, storage and network are never touched, whatever the file holds.
 */
export function ReplayView() {
  const { t } = useTranslation('debug');
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<ErrorText | null>(null);
  const [showState, setShowState] = useState(false);
  // Guards against a slow read finishing after a newer file was chosen.
  const latestFile = useRef<File | null>(null);

  async function load(file: File | undefined) {
    latestFile.current = file ?? null;
    setLoaded(null);
    setError(null);
    if (!file) return;
    let log: ActionLogFile;
    try {
      log = parseActionLog(await readFileText(file));
      await loadAllEndpoints();
    } catch (caught) {
      if (latestFile.current !== file) return;
      if (caught instanceof ActionLogError) setError({ key: caught.key, values: caught.values });
      else setError({ key: 'errors.unreadable', values: { message: String(caught) } });
      return;
    }
    if (latestFile.current !== file) return;
    setLoaded({ session: createReplay(log), steps: [], comparison: null });
  }

  function advance(run: (session: ReplaySession) => ReplayStep[]) {
    if (!loaded) return;
    const steps = [...loaded.steps, ...run(loaded.session)];
    setLoaded({
      ...loaded,
      steps,
      comparison: loaded.session.done ? loaded.session.compare() : null,
    });
  }

  const restart = () =>
    loaded && setLoaded({ session: createReplay(loaded.session.log), steps: [], comparison: null });

  const log = loaded?.session.log;
  const last = loaded?.steps[loaded.steps.length - 1];
  const failures = loaded?.steps.filter((step) => step.error !== undefined) ?? [];

  return (
    <Stack as="section" gap="3" aria-labelledby={`${inputId}-heading`}>
      <Heading as="h3" size="sm" id={`${inputId}-heading`}>
        {t('replay.heading')}
      </Heading>
      <Stack gap="1">
        <chakra.label htmlFor={inputId} fontSize="xs" fontWeight="medium">
          {t('replay.fileLabel')}
        </chakra.label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void load(event.target.files?.[0])}
        />
      </Stack>
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(error.key, error.values)}
        </Text>
      )}
      {loaded && log && (
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted">
            {t('replay.loaded', {
              count: log.actions.length,
              appVersion: log.appVersion,
              locale: log.locale,
              recordedAt: log.recordedAt,
            })}
          </Text>
          {log.appVersion !== appVersion && (
            <Text fontSize="xs" color="fg.warning">
              {t('replay.versionWarning', { logVersion: log.appVersion, appVersion })}
            </Text>
          )}
          <Flex gap="2" wrap="wrap" align="center">
            <Button
              size="xs"
              variant="outline"
              disabled={loaded.session.done}
              onClick={() => advance((session) => [session.step()].filter((s) => s !== null))}
            >
              {t('replay.step')}
            </Button>
            <Button
              size="xs"
              colorPalette="brand"
              disabled={loaded.session.done}
              onClick={() => advance((session) => session.toEnd())}
            >
              {t('replay.toEnd')}
            </Button>
            <Button size="xs" variant="ghost" onClick={restart}>
              {t('replay.restart')}
            </Button>
            <Text fontSize="xs" aria-live="polite">
              {t('replay.position', {
                position: loaded.session.position,
                total: loaded.session.total,
              })}
            </Text>
          </Flex>
          {last && (
            <Text fontSize="xs" fontFamily="mono">
              {t('replay.lastApplied', { type: last.entry.action.type })}
            </Text>
          )}
          {failures.map((step) => (
            <Text key={step.index} fontSize="xs" color="fg.error">
              {t('replay.stepError', {
                index: step.index + 1,
                type: step.entry.action.type,
                message: step.error,
              })}
            </Text>
          ))}
          {loaded.comparison && <ComparisonResult comparison={loaded.comparison} />}
          <Box>
            <Button size="xs" variant="plain" px="0" onClick={() => setShowState((on) => !on)}>
              {t('replay.state')}
            </Button>
            {showState && (
              <Code as="pre" display="block" p="2" maxH="30vh" overflow="auto" whiteSpace="pre">
                {JSON.stringify(redact(loaded.session.store.getState()), null, 2)}
              </Code>
            )}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

function ComparisonResult({ comparison }: { comparison: ReplayComparison }) {
  const { t } = useTranslation('debug');
  return (
    <Box data-testid="replay-result" data-equal={comparison.equal} role="status">
      {comparison.equal ? (
        <Text fontSize="sm" color="fg.success">
          {t('replay.equal')}
        </Text>
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.error">
            {t('replay.different', { count: comparison.differences.length })}
          </Text>
          <Code as="pre" display="block" p="2" maxH="30vh" overflow="auto" whiteSpace="pre">
            {comparison.differences
              .map(
                (difference) =>
                  `${difference.path}\n  - ${JSON.stringify(difference.expected)}\n  + ${JSON.stringify(difference.actual)}`,
              )
              .join('\n')}
          </Code>
        </Stack>
      )}
    </Box>
  );
}
