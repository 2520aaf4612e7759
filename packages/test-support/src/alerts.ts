import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Waits for an alert with `text`, closes it with Escape (success alerts allow it) and waits until it has gone. */
export async function closeAlert(text: string) {
  await screen.findByText(text);
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}
