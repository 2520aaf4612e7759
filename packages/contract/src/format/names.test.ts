import { fullName } from './names';

describe('fullName', () => {
  it('names a person by title, first name and surname, leaving out what is missing', () => {
    expect(fullName({ title: 'Mr', fname: 'Oliver', mname: 'James', lname: 'Whitfield' })).toBe('Mr Oliver Whitfield');
    expect(fullName({ title: null, fname: 'Oliver', lname: 'Whitfield' })).toBe('Oliver Whitfield');
  });

  it('gives every name with middle', () => {
    expect(fullName({ title: 'Ms', fname: 'Priya', mname: 'Devi', lname: 'Raman' }, { middle: true })).toBe(
      'Ms Priya Devi Raman',
    );
    expect(fullName({ title: 'Ms', fname: 'Priya', mname: '', lname: 'Raman' }, { middle: true })).toBe('Ms Priya Raman');
  });
});
