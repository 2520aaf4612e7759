import userEvent from '@testing-library/user-event';

/**
 * Puts `text` in a field as one paste (one input event), for text a test does not type to check:
 * typed key by key, a large form re-renders for every key, seconds a fill on a loaded machine.
 */
export async function enterText(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
