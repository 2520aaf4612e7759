import { Input } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { FieldFrame } from './FieldFrame';
import type { SearchSelectProps } from './search-select-props';

// The combobox (Chakra's, on Zag's state machine) loads with the first screen that shows one,
// not with the shell's sign-in page: it is only used on a few forms.
const SearchSelectControl = lazy(() => import('./SearchSelectControl'));

/**
 * A drop-down for lists too long to load whole: typing asks `useOptions` for matches (after the
 * kit's search debounce), and a choice can only be made from the list, so the value is always a
 * real option. While its code loads, the labelled box stands disabled in its place.
 */
export function SearchSelect(props: SearchSelectProps) {
  const { label, required, helperText, placeholder = 'Type to search' } = props;
  return (
    <Suspense
      fallback={
        <FieldFrame label={label} required={required} disabled helperText={helperText}>
          {(links) => <Input {...links} disabled placeholder={placeholder} />}
        </FieldFrame>
      }
    >
      <SearchSelectControl {...props} />
    </Suspense>
  );
}

export { NO_MATCHES_TEXT, SEARCHING_TEXT, type SearchOptions, type SearchSelectProps } from './search-select-props';
