import { render, screen } from '@testing-library/react';
import { learnerStats } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { StatTiles } from './StatTiles';

describe('the stat tiles of the learner page (document 1 §9)', () => {
  it('shows zeros for a learner with no bookings and no payments', () => {
    render(
      <UiProvider>
        <StatTiles bookings={[]} payments={[]} />
      </UiProvider>,
    );
    expect(screen.getByTestId('tile-Lessons Completed')).toHaveTextContent('Lessons Completed0');
    expect(screen.getByTestId('tile-Total Credits')).toHaveTextContent('Total Credits0');
    expect(screen.getByTestId('tile-Total Paid')).toHaveTextContent('£0.00');
    expect(screen.getByTestId('tile-Remaining Credits')).toHaveTextContent('Remaining Credits0');
  });

  it('counts bookings, sums credits and prices, and subtracts lessons from credits', () => {
    render(
      <UiProvider>
        <StatTiles
          bookings={[{ status: 5 }, { status: 5 }, { status: 1 }, { status: 3 }]}
          payments={[
            { credits: 10, price: '300.00' },
            { credits: 5, price: '162.50' },
          ]}
        />
      </UiProvider>,
    );
    expect(screen.getByTestId('tile-Lessons Completed')).toHaveTextContent('3');
    expect(screen.getByTestId('tile-Total Credits')).toHaveTextContent('15');
    expect(screen.getByTestId('tile-Total Paid')).toHaveTextContent('£462.50');
    expect(screen.getByTestId('tile-Remaining Credits')).toHaveTextContent('12');
  });

  it('leaves a voided payment out of the credits and the total paid', () => {
    render(
      <UiProvider>
        <StatTiles
          bookings={[{ status: 5 }]}
          payments={[
            { credits: 10, price: '300.00', voided_on: null },
            { credits: 5, price: '162.50', voided_on: '2026-11-20T10:00:00.000Z' },
          ]}
        />
      </UiProvider>,
    );
    expect(screen.getByTestId('tile-Total Credits')).toHaveTextContent('10');
    expect(screen.getByTestId('tile-Total Paid')).toHaveTextContent('£300.00');
    expect(screen.getByTestId('tile-Remaining Credits')).toHaveTextContent('9');
  });

  it('adds prices in pence, without float drift', () => {
    const stats = learnerStats(
      [],
      [0.1, 0.2, 0.3].map((p) => ({ credits: 1, price: p.toFixed(2) })),
    );
    expect(stats.totalPaidPence).toBe(60);
    expect(learnerStats([{ status: 5 }], []).remainingCredits).toBe(-1);
  });
});
