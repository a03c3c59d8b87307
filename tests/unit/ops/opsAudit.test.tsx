import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import { stubApi, type Reply, TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { operatorSession, opsMe, opsQueue } from '../helpers/opsApi';

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  operator: 'grace@ugcdesk.test',
  action: 'campaign.approve',
  record_type: 'campaign',
  record_id: `c-${id}`,
  reason: 'Brief and budget are fine',
  details: '{"total":125000}',
  ...overrides,
});
const page = (nodes: unknown[], endCursor: string | null = null): Reply => ({
  data: {
    OpsAuditLog: { nodes, page_info: { has_next_page: endCursor !== null, end_cursor: endCursor } },
  },
});

function openLog(route: string, log: (variables: Record<string, unknown>) => Reply) {
  const api = stubApi({ OpsMe: opsMe(), OpsQueue: opsQueue(), OpsAuditLog: log });
  const view = renderApp({ route, preloadedState: operatorSession });
  return { api, ...view };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Audit log' }, FIRST_LAYOUT_LOAD);

describe('the audit log', { timeout: TYPING_TIMEOUT }, () => {
  it('reads its filters from the address and names each action in words', async () => {
    const { api } = openLog(
      '/ops/audit?operator=cli&action=creator.suspend&type=creator&id=cr-9&from=2026-11-01&to=2026-11-02&action2=x',
      () =>
        page([
          entry('1', {
            operator: 'cli',
            action: 'creator.suspend',
            record_type: 'creator',
            record_id: 'cr-9',
          }),
        ]),
    );
    await heading();
    const [row] = await screen.findAllByTestId('audit-entry');
    expect(row!.textContent).toContain('Suspended a creator');
    expect(row!.textContent).toContain('Command line');
    expect(row!.textContent).toContain('cr-9');
    expect(row!.textContent).toContain('Brief and budget are fine');
    expect(api.callsOf('OpsAuditLog')[0]?.variables).toEqual({
      first: 50,
      after: null,
      filter: {
        operator: 'cli',
        action: 'creator.suspend',
        record_type: 'creator',
        record_id: 'cr-9',
        // Local days: from the first's start to the end of the second (exclusive bound).
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 3).toISOString(),
      },
    });
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('creator.suspend');
    expect((screen.getByLabelText('Operator') as HTMLInputElement).value).toBe('cli');
  });

  it('ignores what it does not know in the address', async () => {
    const { api } = openLog('/ops/audit?action=drop.tables&type=nothing&from=yesterday', () =>
      page([entry('1')]),
    );
    await heading();
    await screen.findAllByTestId('audit-entry');
    expect(api.callsOf('OpsAuditLog')[0]?.variables).toEqual({ first: 50, after: null });
  });

  it('puts a chosen filter in the address and reads the log again with it, and clears them', async () => {
    const { api, user, router } = openLog('/ops/audit', (variables) =>
      variables.filter ? page([]) : page([entry('1')]),
    );
    await heading();
    await screen.findAllByTestId('audit-entry');
    await user.selectOptions(screen.getByLabelText('Action'), 'Retried a payout');
    await waitFor(() => expect(router.state.location.search).toBe('?action=payout.retry'));
    expect(await screen.findByText('No operator action matches these filters.')).toBeTruthy();
    expect(api.callsOf('OpsAuditLog').at(-1)?.variables.filter).toEqual({ action: 'payout.retry' });

    await user.type(screen.getByLabelText('Record id'), 'p-1');
    await waitFor(() => expect(router.state.location.search).toBe('?action=payout.retry&id=p-1'));

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(1);
  });

  it('loads older entries after the last cursor, and folds the details', async () => {
    const { api, user } = openLog('/ops/audit', (variables) =>
      variables.after === 'cursor-1'
        ? page([entry('2', { action: 'wallet.credit', details: '{}' })])
        : page([entry('1')], 'cursor-1'),
    );
    await heading();
    const [first] = await screen.findAllByTestId('audit-entry');
    const details = within(first!).getByText('Show details');
    expect(details.closest('details')?.open).toBe(false);
    await user.click(details);
    expect(details.closest('details')?.open).toBe(true);
    expect(within(first!).getByText(/"total": 125000/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    expect(screen.getAllByTestId('audit-entry')[1]!.textContent).toContain('No details');
    expect(api.callsOf('OpsAuditLog').at(-1)?.variables).toEqual({ first: 50, after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing was logged yet, and when the log fails to load', async () => {
    let fail = true;
    const { user } = openLog('/ops/audit', () =>
      fail ? { errors: [{ message: 'Internal error' }] } : page([]),
    );
    await heading();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The audit log could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No operator has acted yet.')).toBeTruthy();
  });
});
