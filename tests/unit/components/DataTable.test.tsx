import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { renderWithProviders } from '../renderWithProviders';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Banana', price: 12 },
];

const columns: DataColumn<Fruit>[] = [
  {
    key: 'name',
    header: 'Name',
    cardLabel: false,
    render: (fruit) => <a href={`/fruit/${fruit.id}`}>{fruit.name}</a>,
  },
  {
    key: 'price',
    header: 'Price',
    numeric: true,
    render: (fruit, layout) => (layout === 'cards' ? `${fruit.price} each` : String(fruit.price)),
  },
];

const fruitKey = (fruit: Fruit) => fruit.id;

function renderFruits(onRowClick = vi.fn()) {
  const view = renderWithProviders(
    <DataTable
      label="Fruits"
      rows={fruits}
      columns={columns}
      rowKey={(fruit) => fruit.id}
      rowTestId="fruit-row"
      onRowClick={onRowClick}
      cardLabel={(fruit) => `${fruit.name} fruit`}
    />,
  );
  return { ...view, onRowClick };
}

describe('DataTable', { timeout: TYPING_TIMEOUT }, () => {
  it('shows a table with its headings and a row of cells per item from 768 px', async () => {
    const { user, onRowClick } = renderFruits();
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Price']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', '3'],
      ['Banana', '12'],
    ]);
    expect(screen.getAllByTestId('fruit-row')).toHaveLength(2);

    await user.click(within(rows[1]!).getByText('12'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick.mock.calls[0]?.[0]).toEqual(fruits[1]);
  });

  it('leaves a click on a link inside a row to the link', async () => {
    const { user, onRowClick } = renderFruits();
    const link = screen.getByRole('link', { name: 'Apple' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows the same rows as a list of labelled cards on a phone', () => {
    setViewportWidth(PHONE_WIDTH);
    renderFruits();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('columnheader')).toBeNull();
    const list = screen.getByRole('list', { name: 'Fruits' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Apple fruit',
      'Banana fruit',
    ]);
    expect(within(items[0]!).getByText('3 each')).toBeTruthy();
    // The cell names its column (drawn before it), unless told its content says enough.
    expect(within(items[0]!).getByText('3 each').getAttribute('data-label')).toBe('Price');
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'Apple' })
        .closest('td')
        ?.hasAttribute('data-label'),
    ).toBe(false);
  });

  it.each([
    ['every row in the document', false, 1440],
    ['virtual, as a table', true, 1440],
    ['virtual, as cards', true, PHONE_WIDTH],
  ])('renders a row again only when its data changed (%s)', (_, virtual, width) => {
    setViewportWidth(width);
    // The cell's render says which rows React rendered.
    const rendered: string[] = [];
    const counted: DataColumn<Fruit>[] = [
      {
        key: 'name',
        header: 'Name',
        render: (fruit) => {
          rendered.push(fruit.id);
          return `${fruit.name} ${fruit.price}`;
        },
      },
    ];
    const basket = [...fruits, { id: 'c', name: 'Cherry', price: 7 }];
    let change: (next: { rows: Fruit[]; stale: boolean }) => void = () => undefined;
    function List() {
      const [state, setState] = useState({ rows: basket, stale: false });
      change = setState;
      return (
        <DataTable
          label="Fruits"
          rows={state.rows}
          columns={counted}
          rowKey={fruitKey}
          stale={state.stale}
          rowTestId="fruit-row"
          virtual={virtual}
        />
      );
    }
    renderWithProviders(<List />);
    expect(new Set(rendered)).toEqual(new Set(['a', 'b', 'c']));

    // Dimmed while another filter loads, then the same rows in a new array.
    rendered.length = 0;
    act(() => change({ rows: basket, stale: true }));
    act(() => change({ rows: [...basket], stale: false }));
    expect(rendered).toEqual([]);

    // The banana's price changed: its row alone renders again, and shows it.
    act(() =>
      change({ rows: basket.map((f) => (f.id === 'b' ? { ...f, price: 13 } : f)), stale: false }),
    );
    expect(rendered).toEqual(['b']);
    expect(screen.getAllByTestId('fruit-row').map((row) => row.textContent)).toEqual([
      'Apple 3',
      'Banana 13',
      'Cherry 7',
    ]);
  });
});
