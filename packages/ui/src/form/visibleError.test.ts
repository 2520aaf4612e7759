import type { FieldMetaState } from 'react-final-form';
import { visibleError } from './visibleError';

const meta = (state: Partial<FieldMetaState<unknown>>): FieldMetaState<unknown> => state as FieldMetaState<unknown>;

describe('visibleError', () => {
  it('hides a validation error until the field is touched', () => {
    expect(visibleError(meta({ error: 'Name is required.' }))).toBeUndefined();
    expect(visibleError(meta({ error: 'Name is required.', touched: true }))).toBe('Name is required.');
  });

  it('shows a validation error after a failed submit', () => {
    expect(visibleError(meta({ error: 'Name is required.', submitFailed: true }))).toBe('Name is required.');
  });

  it("shows the server's error until the value is edited", () => {
    expect(visibleError(meta({ submitError: 'Invalid e-mail address' }))).toBe('Invalid e-mail address');
    expect(visibleError(meta({ submitError: 'Invalid e-mail address', dirtySinceLastSubmit: true }))).toBeUndefined();
  });

  it('ignores errors that are not text', () => {
    expect(visibleError(meta({ error: ['x'], touched: true }))).toBeUndefined();
  });
});
