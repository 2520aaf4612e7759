import { bookingRef, complaintRef, franchisePlanRef, instructorRef, learnerRef, paymentRef } from './refs';

describe('identifier prefixes', () => {
  it('prefixes each kind of record', () => {
    expect(learnerRef(12)).toBe('L12');
    expect(instructorRef('7')).toBe('A7');
    expect(complaintRef(3)).toBe('C3');
    expect(bookingRef(40)).toBe('B40');
    expect(paymentRef(9)).toBe('P9');
    expect(franchisePlanRef(2)).toBe('F2');
  });

  it('shows N/A when there is no id', () => {
    expect(learnerRef(null)).toBe('N/A');
    expect(instructorRef('')).toBe('N/A');
  });
});
