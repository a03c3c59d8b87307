import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebugPanel } from '@/features/debug/components/DebugPanel';
import { readFileText } from '@/src/ui/download';
import {
  closeDebugPanel,
  DEBUG_FLAG_KEY,
  isDebugEnabled,
  openDebugPanel,
} from '@/features/debug/hooks/useDebugPanel';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import { getActionRecorder } from '@/store/debug/actionLog';
import { makeCoreStore } from '@/store/coreStore';
import { makeStore } from '@/store/store';
import { i18n } from '@/src/i18n';
import { renderWithProviders } from '../renderWithProviders';
import { leakedSecrets, SECRETS } from './secrets';

function renderPanel() {
  const store = makeStore();
  store.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
  store.dispatch(sidebarToggled());
  store.dispatch(flashAdded({ content: 'Brand created', themeColor: 'green' }));
  return renderWithProviders(<DebugPanel />, { store });
}

const jsonFile = (content: string, name = 'log.json') =>
  new File([content], name, { type: 'application/json' });

/** Blobs handed to URL.createObjectURL, i.e. what a download would save. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:debug-test';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('debug panel', () => {
  afterEach(() => {
    act(() => closeDebugPanel());
    vi.restoreAllMocks();
  });

  it('opens and closes with Ctrl+Shift+D, and from openDebugPanel()', async () => {
    const { user } = renderPanel();
    expect(screen.queryByRole('dialog', { name: 'Debug panel' })).toBeNull();

    await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Debug panel' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openDebugPanel());
    expect(await screen.findByRole('dialog', { name: 'Debug panel' })).toBeTruthy();
  });

  it('lists the log newest first, filters it by type and shows an action redacted', async () => {
    const { user, store } = renderPanel();
    act(() => openDebugPanel());
    const list = await screen.findByRole('list', { name: 'Action log' });
    // Each row reads "<#><ms><type>".
    const types = () =>
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent?.replace(/^[\d.]+/, ''));
    expect(types()).toEqual([
      'flashes/flashAdded',
      'preferences/sidebarToggled',
      'session/loggedIn',
      // RTK Query's middleware announces itself on the store's first action.
      'api/config/middlewareRegistered',
    ]);

    // New actions appear while the panel is open.
    act(() => {
      store.dispatch(sidebarToggled());
    });
    expect(types()).toHaveLength(5);

    await user.type(screen.getByLabelText('Filter by type'), 'session/');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(within(list).getByRole('button'));
    const details = screen.getByText(/"type": "session\/loggedIn"/);
    expect(details.textContent).toContain('[redacted]');
    expect(leakedSecrets(details.textContent)).toEqual([]);
  });

  it("loads the app's recorder when opened, with what was dispatched before", async () => {
    // Without a session the app's store has not loaded its recorder: it only holds actions.
    const store = makeCoreStore(undefined, { listeners: false, record: true });
    store.dispatch(sidebarToggled());
    expect(getActionRecorder(store)).toBeUndefined();
    renderWithProviders(<DebugPanel />, { store });
    act(() => openDebugPanel());
    const list = await screen.findByRole('list', { name: 'Action log' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/preferences\/sidebarToggled$/)]);
  });

  it('exports the log as a JSON file without a secret', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = renderPanel();
    act(() => openDebugPanel());
    await user.click(await screen.findByRole('button', { name: 'Export JSON' }));

    expect(names).toEqual([expect.stringMatching(/^ugc-desk-actions-[\dT-]+\.json$/)]);
    const text = await readFileText(blobs[0]!);
    expect(leakedSecrets(text)).toEqual([]);
    expect(JSON.parse(text)).toMatchObject({ format: 'ugc-desk-action-log', version: 1 });
  });

  it('refuses a bad file with a translated reason, and leaves the session alone', async () => {
    const { user, store } = renderPanel();
    act(() => openDebugPanel());
    const before = store.getState();
    const input = await screen.findByLabelText('Action log file (.json)');

    await user.upload(input, jsonFile('{"format":"ugc-desk-action-log","version":9}'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This log has format version 9, but this app reads version 1. Replay it with a version of the app that wrote it.',
    );
    await user.upload(input, jsonFile('{"format":'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not JSON.');
    expect(store.getState()).toBe(before);
  });

  it('replays a log step by step and to the end, then says it matches', async () => {
    const recording = makeStore(undefined, { listeners: false, record: true });
    recording.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
    recording.dispatch(sidebarToggled());
    recording.dispatch(flashAdded({ content: 'Saved' }));
    const exported = getActionRecorder(recording)!.exportText();

    const { user, store } = renderPanel();
    act(() => openDebugPanel());
    const before = store.getState();
    await user.upload(await screen.findByLabelText('Action log file (.json)'), jsonFile(exported));

    expect(await screen.findByText('Applied: 0 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Step' }));
    expect(screen.getByText('Applied: 1 of 3')).toBeTruthy();
    expect(screen.getByText('Last applied: session/loggedIn')).toBeTruthy();
    expect(screen.queryByTestId('replay-result')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'To the end' }));
    const result = screen.getByTestId('replay-result');
    expect(result.dataset.equal).toBe('true');
    expect(result.textContent).toBe(
      'The replayed state equals the recorded one (redacted fields aside).',
    );
    expect(store.getState()).toBe(before);
  });

  it('speaks Spanish', async () => {
    renderPanel();
    await act(async () => {
      await i18n.changeLanguage('es');
      openDebugPanel();
    });
    expect(await screen.findByRole('dialog', { name: 'Panel de depuración' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar JSON' })).toBeTruthy();
  });
});

describe('debug mode', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };

  it('is on in development, and in production only with ?debug=1 (kept for the tab)', () => {
    const tab = storage();
    expect(isDebugEnabled({ dev: true, search: '', storage: tab })).toBe(true);
    expect(isDebugEnabled({ dev: false, search: '', storage: tab })).toBe(false);
    expect(isDebugEnabled({ dev: false, search: '?debug=1', storage: tab })).toBe(true);
    expect(tab.getItem(DEBUG_FLAG_KEY)).toBe('1');
    expect(isDebugEnabled({ dev: false, search: '?page=2', storage: tab })).toBe(true);
    expect(isDebugEnabled({ dev: false, search: '?debug=0', storage: tab })).toBe(false);
    expect(isDebugEnabled({ dev: false, search: '', storage: tab })).toBe(false);
    expect(isDebugEnabled({ dev: false, search: '?debug=1', storage: null })).toBe(true);
  });
});
