import { screen, within } from '@testing-library/react';
import { renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { InstructorDetails } from './InstructorDetails';

describe("an instructor's details", () => {
  it('shows each vehicle with its registration month by name, then the year', async () => {
    renderScreen(<InstructorDetails info={instructorInfo(7)} />);
    const car = (await screen.findAllByRole('article', { name: /^Vehicle / }))[0]!;
    expect(within(car).getByText('March 2021')).toBeInTheDocument();
    expect(within(car).queryByText('2021-03')).toBeNull();
  });
});
