import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchableTable } from '@dss/ui';
import { renderScreen } from '@dss/test-support';
import { mobileColumn } from './learner-columns';

const rows = [
  { id: 1, mobile: '07700900111' },
  { id: 2, mobile: '07700900222' },
];

describe('the learner tables’ Mobile column', () => {
  it('shows a mobile split as the staff tables do, and finds it typed either way', async () => {
    renderScreen(
      <SearchableTable label="Learners" columns={[mobileColumn<(typeof rows)[number]>()]} rows={rows} getRowId={(r) => r.id} />,
    );
    const table = await screen.findByRole('table', { name: 'Learners' });
    expect(within(table).getByText('0770 090 0111')).toBeInTheDocument();
    expect(within(table).queryByText('07700900111')).toBeNull();

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '07700900222');
    await waitFor(() => expect(within(table).queryByText('0770 090 0111')).toBeNull());
    expect(within(table).getByText('0770 090 0222')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '0770 090 0111');
    await waitFor(() => expect(within(table).queryByText('0770 090 0222')).toBeNull());
    expect(within(table).getByText('0770 090 0111')).toBeInTheDocument();
  });
});
