import { createContext, type ReactNode } from 'react';
import type { SelectOption } from './selectOptions';

/** What a search hook answers for the text typed: the matching choices, and whether they are still on their way. */
export interface SearchOptions {
  options: readonly SelectOption[];
  fetching: boolean;
}

export interface SearchSelectProps {
  label: string;
  /** The chosen option's value; '' (or undefined) when nothing is chosen. */
  value: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
  /**
   * Looks up the choices matching the (debounced, trimmed) search; '' asks for the first ones.
   * A hook, so it may query the server: it must be the same function on every render.
   */
  useOptions(search: string): SearchOptions;
  /** Choices the server does not hold (e.g. 'Whole school'), offered before the results when they match what is typed. */
  fixedOptions?: readonly SelectOption[];
  /** What the list says when nothing matches. */
  emptyText?: string;
  placeholder?: string;
  helperText?: ReactNode;
  /** The message to show, already filtered by visibleError. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export const SEARCHING_TEXT = 'Searching…';
export const NO_MATCHES_TEXT = 'No matches';

/**
 * The form field a SearchSelectField is bound to, which its box carries as `name` so that
 * FormIncompleteNotice can find it. A context, not a prop: SearchSelect's props are public API.
 */
export const SearchSelectFieldName = createContext<string | undefined>(undefined);
