import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { selectAccount } from '@/src/entities/session/api';
import { replayLogFile } from './replayLog';
// The recording used endpoints of its own (the app's are loaded by replayLogFile).
import './scriptedSession';

/**
 * How a tester's exported log becomes a regression test: save the file under fixtures/,
 * replay it, assert on the state the bug was about. This log is a real recording of the
 * scripted sign-in session (recordSession.test.ts, UPDATE_FIXTURES=1).
 */
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

describe('regression: sign-in session from an exported log', () => {
  it('ends signed in, on the loaded account, in Spanish, with no toast left', async () => {
    const state = await replayLogFile(fixture('sign-in-session.json'));

    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectAccount(state)).toMatchObject({
      email: 'ada@northwind.test',
      has_verified_email: true,
      onboard_position: 1,
    });
    expect(state.preferences).toMatchObject({ locale: 'es', sidebarCollapsed: true });
    expect(state.flashes.items).toEqual([
      { id: 'flash', content: 'Brand created', themeColor: 'green' },
    ]);
    expect(state.toasts.items).toEqual([]);
  });
});
