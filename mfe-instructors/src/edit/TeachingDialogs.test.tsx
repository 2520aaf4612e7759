import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions, INSTRUCTOR_TEXTS } from '@dss/contract';
import { closeAlert, DICTIONARIES, mockWire, renderScreen } from '@dss/test-support';
import { instructorInfo } from '../test-support/instructors';
import { LanguagesDialog } from './TeachingDialogs';

jest.setTimeout(30_000);

describe('Edit Teaching Languages (document 2 §2.1, §5.12)', () => {
  it('keeps English as the primary language, locked, even for a record without it', async () => {
    const wire = mockWire(...DICTIONARIES);
    const info = instructorInfo(7, { teaching_langs: [{ lang_id: 22, lang_name: 'Polish' }] });
    renderScreen(<LanguagesDialog info={info} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Teaching Languages' });
    const english = await within(dialog).findByRole('checkbox', { name: 'English (primary)' });
    expect(within(dialog).getAllByRole('checkbox')[0]).toBe(english);
    expect(english).toBeChecked();
    expect(english).toBeDisabled();
    await userEvent.click(within(dialog).getByText('English (primary)'));
    expect(english).toBeChecked();
    // Unticking every other language still leaves English to save.
    await userEvent.click(within(dialog).getByText('Polish'));
    expect(within(dialog).getByRole('checkbox', { name: 'Polish' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Teaching Languages' }));
    await closeAlert(INSTRUCTOR_TEXTS.languagesUpdated);
    expect(wire.sent(instructorActions.updateLanguages)).toEqual([expect.objectContaining({ id: '7', lns: '[10]' })]);
  });
});
