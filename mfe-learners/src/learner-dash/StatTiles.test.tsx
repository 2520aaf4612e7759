import { render, screen } from '@testing-library/react';
import { learnerStats, type CreditSummary } from '@dss/contract';
import { UiProvider } from '@dss/ui';
import { StatTiles } from './StatTiles';

const credits = (over: Partial<CreditSummary>): CreditSummary => ({
  total_cred: 0,
  used_cred: 0,
  wasted_cred: 0,
  unused_cred: 0,
  booked_cred: 0,
  ...over,
});

describe('the stat tiles of the learner page (document 1 §9)', () => {
  it('shows zeros for a learner with no credits and no payments', () => {
    render(
      <UiProvider>
        <StatTiles credits={credits({})} payments={[]} />
      </UiProvider>,
    );
    expect(screen.getByTestId('tile-Lessons Completed')).toHaveTextContent('Lessons Completed0');
    expect(screen.getByTestId('tile-Total Credits')).toHaveTextContent('Total Credits0');
    expect(screen.getByTestId('tile-Total Paid')).toHaveTextContent('£0.00');
    expect(screen.getByTestId('tile-Remaining Credits')).toHaveTextContent('Remaining Credits0');
  });

  it('counts lessons taken and credits still to use from the credits, beside what was paid', () => {
    render(
      <UiProvider>
        <StatTiles
          credits={credits({ total_cred: 15, used_cred: 3, booked_cred: 2, unused_cred: 8, wasted_cred: 2 })}
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
    // forfeited credits are neither lessons nor remaining: 15 = 3 + 10 + 2
    expect(screen.getByTestId('tile-Remaining Credits')).toHaveTextContent('10');
    expect(screen.getByTestId('credit-figures')).toHaveTextContent('Credits: 8 available, 2 booked, 3 taken, 2 forfeited');
  });

  it('leaves a voided payment out of the credits and the total paid', () => {
    render(
      <UiProvider>
        <StatTiles
          credits={credits({ total_cred: 10, used_cred: 1, unused_cred: 9 })}
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
      undefined,
      [0.1, 0.2, 0.3].map((p) => ({ credits: 1, price: p.toFixed(2) })),
    );
    expect(stats.totalPaidPence).toBe(60);
    expect(stats.remainingCredits).toBe(0);
  });
});
