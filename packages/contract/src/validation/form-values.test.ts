import { filledFields } from './form-values';

describe('filledFields', () => {
  it('sends a field left empty as an empty string and keeps the others as they are', () => {
    const values: { name?: string; hours?: string; note?: string } = { name: 'Manual 10', note: undefined };
    expect(filledFields(values, ['name', 'hours', 'note'])).toEqual({ name: 'Manual 10', hours: '', note: '' });
  });

  it('sends only the named fields', () => {
    const values = { price: '25.00', extra: 'not sent' };
    expect(filledFields(values, ['price'])).toEqual({ price: '25.00' });
  });
});
