import { screen, within } from '@testing-library/react';
import { renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { InstructorDetails, registrationMonth } from './InstructorDetails';

describe("an instructor's details", () => {
  it("writes a vehicle's registration year-month as month/year", () => {
    expect(registrationMonth('2019-07')).toBe('07/2019');
    expect(registrationMonth('')).toBe('');
  });

  it('shows each vehicle with its registration month in en-GB order', async () => {
    renderScreen(<InstructorDetails info={instructorInfo(7)} />);
    const car = (await screen.findAllByRole('article', { name: /^Vehicle / }))[0]!;
    expect(within(car).getByText('03/2021')).toBeInTheDocument();
    expect(within(car).queryByText('2021-03')).toBeNull();
  });
});
