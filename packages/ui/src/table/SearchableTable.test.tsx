import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMobile } from '../format/phone';
import { learnerRef } from '../format/refs';
import { renderWithUi } from '../test-utils/renderWithUi';
import { useState } from 'react';
import { act } from '@testing-library/react';
import type { Page, PageRequest } from '@dss/contract';
import { SearchableTable, SEARCH_DEBOUNCE_MS, type SearchableTableProps, type TableColumn } from './SearchableTable';
// The table's own behaviour is tested on its view; the kit's export loads that view lazily.
import TableView from './TableView';

interface Learner {
  student_id: number;
  fname: string;
  lname: string;
  mobile: string;
}

const learners: Learner[] = Array.from({ length: 57 }, (_, i) => ({
  student_id: i + 1,
  fname: i === 11 ? 'Priya' : `First${i + 1}`,
  lname: i === 11 ? 'Patel' : `Last${i + 1}`,
  mobile: `0770090${String(i).padStart(4, '0')}`,
}));

const columns: TableColumn<Learner>[] = [
  { key: 'id', header: 'Learner ID', render: (l) => learnerRef(l.student_id) },
  {
    key: 'name',
    header: 'Name',
    render: (l) => <strong>{`${l.fname} ${l.lname}`}</strong>,
    searchValue: (l) => `${l.fname} ${l.lname}`,
  },
  {
    key: 'mobile',
    header: 'Mobile',
    render: (l) => formatMobile(l.mobile),
    searchValue: (l) => `${l.mobile} ${formatMobile(l.mobile)}`,
  },
];

function renderTable(props: Partial<Omit<SearchableTableProps<Learner>, 'rows' | 'server'>> & { rows?: Learner[] } = {}) {
  return renderWithUi(
    <TableView<Learner>
      label="Learners"
      columns={columns}
      rows={learners}
      getRowId={(l) => l.student_id}
      searchHint="Search by ID, Name, E-mail or Mobile Numbers"
      {...props}
    />,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Learners' }))
    .getAllByRole('row')
    .slice(1);

describe('SearchableTable', () => {
  it('renders a real table with column headers', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Learner ID', 'Name', 'Mobile']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).tagName).toBe('TH');
  });

  it('draws its rows and cells as plain elements, styled once from the table', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Learners' });
    // A styled component per cell cost a sixth of the time to show a new page of rows.
    const parts = ['row', 'columnheader', 'cell'].flatMap((role) => within(table).getAllByRole(role));
    expect(parts.filter((part) => part.hasAttribute('class'))).toEqual([]);
    expect(table.className).toContain('chakra-table__root');
    expect(bodyRows()).toHaveLength(10);
  });

  it('labels the search box and shows its hint', () => {
    renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAccessibleDescription('Search by ID, Name, E-mail or Mobile Numbers');
  });

  it('pages ten rows at a time with counts', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('L11');

    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('51–57 of 57')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('41–50 of 57')).toBeInTheDocument();
  });

  it('changes the page size', async () => {
    const user = userEvent.setup();
    renderTable({ pageSize: 5 });
    expect(bodyRows()).toHaveLength(5);
    const sizeSelect = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '25']);

    await user.selectOptions(sizeSelect, '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 57')).toBeInTheDocument();
  });

  it('filters rows by keyword across columns, ignoring case, and returns to page one', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'PRIYA pat');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('L12');
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'l57');
    expect(bodyRows()[0]).toHaveTextContent('First57 Last57');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '07700900005');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('L6');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(screen.getByText('No Data to display')).toBeInTheDocument();
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('shows the empty text for an empty list', () => {
    renderTable({ rows: [], emptyText: 'No records to display' });
    expect(screen.getByText('No records to display')).toBeInTheDocument();
  });

  it('shows a loading row while loading', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('L1')).not.toBeInTheDocument();
  });

  it('selects a row by click, Enter or Space', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    renderTable({ onRowClick, rowLabel: (l) => `Open learner ${learnerRef(l.student_id)}` });

    await user.click(screen.getByRole('row', { name: 'Open learner L3' }));
    expect(onRowClick).toHaveBeenLastCalledWith(learners[2]);

    screen.getByRole('row', { name: 'Open learner L5' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(learners[4]);

    await user.tab();
    expect(screen.getByRole('row', { name: 'Open learner L6' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(learners[5]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('keeps rows out of the tab order when they cannot be selected', () => {
    renderTable();
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });

  it('can leave out the search box', () => {
    renderTable({ searchable: false });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows a field of the row when a column has no render function', () => {
    renderWithUi(
      <TableView<Learner>
        label="Plain"
        columns={[{ key: 'fname', header: 'First name' }]}
        rows={learners.slice(0, 1)}
        getRowId={(l) => l.student_id}
      />,
    );
    expect(screen.getByRole('cell', { name: 'First1' })).toBeInTheDocument();
  });
});

describe('sorting a table that holds its rows', () => {
  it('sorts by a sortable header, then the other way, and says so to assistive technology', async () => {
    const sortable: TableColumn<Learner>[] = [{ ...columns[0]!, sort: true }, columns[1]!];
    renderTable({ columns: sortable, rows: learners.slice(0, 3) });
    const header = screen.getByRole('columnheader', { name: /Learner ID/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('L1');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('L3');
  });
});

describe('a table paged by the server', () => {
  type Sort = 'id' | 'name';
  const serverColumns: TableColumn<Learner, Sort>[] = [
    { ...columns[0]!, sort: 'id' },
    { ...columns[1]!, sort: 'name' },
    { key: 'mobile', header: 'Mobile', render: (l) => formatMobile(l.mobile) },
  ];
  const asked: PageRequest<Sort>[] = [];

  /**
   * A stand-in for the list action: answers the page it is asked for out of 57 learners, after or
   * before the row a position names, else by its number, with its first and last rows' positions.
   */
  function ServerTable() {
    const [query, setQuery] = useState<PageRequest<Sort>>({ search: '', sort: 'id', dir: 'asc', page: 0, pagesize: 10 });
    asked.push(query);
    const terms = query.search.toLowerCase();
    const found = learners.filter((l) => `${l.fname} ${l.lname}`.toLowerCase().includes(terms));
    const ordered = query.dir === 'desc' ? [...found].reverse() : found;
    const at = (position: string) => ordered.findIndex((l) => JSON.stringify([l.student_id]) === position);
    const start = query.after
      ? at(query.after) + 1
      : query.before
        ? Math.max(0, at(query.before) - query.pagesize)
        : query.page * query.pagesize;
    const rows = ordered.slice(start, start + query.pagesize);
    const position = (l: Learner) => JSON.stringify([l.student_id]);
    const page: Page<Learner> = {
      rows,
      total: found.length,
      keys: rows.length ? { first: position(rows[0]!), last: position(rows.at(-1)!) } : undefined,
    };
    return (
      <TableView<Learner, Sort>
        label="Learners"
        columns={serverColumns}
        getRowId={(l) => l.student_id}
        server={{ page, query, onQueryChange: setQuery }}
      />
    );
  }

  beforeEach(() => {
    asked.length = 0;
  });

  it("shows the server's page with the total it was cut from, and asks for the next page", async () => {
    renderWithUi(<ServerTable />);
    expect(screen.getByText('1–10 of 57')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked.at(-1)).toMatchObject({ page: 1, pagesize: 10 });
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('L11');
  });

  it('goes on from the last row with Next and back from the first with Previous, and to the first page without one', async () => {
    renderWithUi(<ServerTable />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    expect(asked.at(-1)).toMatchObject({ page: 1, after: JSON.stringify([10]) });
    await userEvent.click(next);
    expect(asked.at(-1)).toMatchObject({ page: 2, after: JSON.stringify([20]) });
    expect(bodyRows()[0]).toHaveTextContent('L21');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(asked.at(-1)).toMatchObject({ page: 1, before: JSON.stringify([21]) });
    expect(asked.at(-1)?.after).toBeUndefined();
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(asked.at(-1)).toMatchObject({ page: 0 });
    expect(asked.at(-1)?.before).toBeUndefined();
    expect(bodyRows()[0]).toHaveTextContent('L1');
  });

  it("asks the server to sort by the header's sort key, starting again at the first page", async () => {
    renderWithUi(<ServerTable />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Learner ID/ })).getByRole('button'));
    expect(asked.at(-1)).toMatchObject({ sort: 'id', page: 0 });
    expect(asked.at(-1)?.after).toBeUndefined();
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    jest.useFakeTimers();
    try {
      renderWithUi(<ServerTable />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByRole('searchbox'), 'patel');
      expect(asked.at(-1)).toMatchObject({ search: '' });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(asked.at(-1)).toMatchObject({ search: 'patel', page: 0 });
      expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a table wider than its panel', () => {
  // jsdom has no layout: the widths a browser would measure are set on the prototype, and its
  // ResizeObserver reports each element's size once when it is observed, as a browser's does.
  function withWidths(scrollWidth: number, clientWidth: number) {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  }
  class ReportingObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe() {
      this.report([], this);
    }
    unobserve() {}
    disconnect() {}
  }
  const jsdomObserver = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = ReportingObserver;
  });
  afterEach(() => {
    window.ResizeObserver = jsdomObserver;
    jest.restoreAllMocks();
  });

  it('can be reached by keyboard to scroll it sideways', () => {
    withWidths(900, 400);
    renderTable({ searchable: false });
    const region = screen.getByRole('region', { name: 'Learners (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Learners' })).toBeInTheDocument();
  });

  it('adds no tab stop when it fits', () => {
    withWidths(400, 400);
    renderTable({ searchable: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByTestId(/^edge-hint-/)).toBeNull();
  });

  it('shows a shadow at each edge with columns beyond it, following the scroll', () => {
    withWidths(900, 400);
    renderTable({ searchable: false });
    const region = screen.getByRole('region', { name: 'Learners (scrolls sideways)' });
    const hints = () => screen.queryAllByTestId(/^edge-hint-/).map((h) => h.dataset.testid!.replace('edge-hint-', ''));
    expect(hints()).toEqual(['right']);
    region.scrollLeft = 200;
    fireEvent.scroll(region);
    expect(hints()).toEqual(['left', 'right']);
    region.scrollLeft = 500;
    fireEvent.scroll(region);
    expect(hints()).toEqual(['left']);
  });
});

describe("the kit's table", () => {
  // The only use of the lazy export in this file, so its code has not arrived yet.
  it('shows that the table is loading until its code has arrived, then the rows', async () => {
    renderWithUi(<SearchableTable<Learner> label="Learners" columns={columns} rows={learners} getRowId={(l) => l.student_id} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Learners…');
    expect(await screen.findByRole('table', { name: 'Learners' })).toBeInTheDocument();
  });
});
