import { readFile } from 'node:fs/promises';
import { loadAllEndpoints } from '@/store/debug/loadEndpoints';
import { parseActionLog, replayActionLog } from '@/store/debug/replay';
import type { RootState } from '@/store/store';

/**
 * Turns an action log a tester exported into a regression test: replays the file into a
 * fresh store (reducers only: nothing is fetched, shown or stored) and returns the state
 * it ends in. Throws an ActionLogError for a file that is not a replayable log, and an
 * Error listing the differences when the replay does not reach the recorded final state,
 * unless `allowDifferences` (a test of a fixed bug may expect the state to differ from
 * the buggy recording).
 */
export async function replayLogFile(
  path: string | URL,
  { allowDifferences = false }: { allowDifferences?: boolean } = {},
): Promise<RootState> {
  const log = parseActionLog(await readFile(path, 'utf8'));
  await loadAllEndpoints();
  const { state, comparison, failures } = replayActionLog(log);
  if (!allowDifferences && !comparison.equal) {
    const lines = comparison.differences.map(
      ({ path: at, expected, actual }) =>
        `  ${at}: recorded ${JSON.stringify(expected)}, replayed ${JSON.stringify(actual)}`,
    );
    throw new Error(
      `Replaying ${String(path)} did not reach the recorded state:\n${lines.join('\n')}`,
    );
  }
  for (const failure of failures) {
    console.warn(`Action ${failure.index} (${failure.entry.action.type}) threw: ${failure.error}`);
  }
  return state;
}
