import { useField } from 'react-final-form';
import { SearchSelect, type SearchSelectProps } from './SearchSelect';
import { SearchSelectFieldName } from './search-select-props';
import { visibleError } from './visibleError';

export interface SearchSelectFieldProps extends Omit<SearchSelectProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> {
  name: string;
}

/** A SearchSelect bound to a react-final-form field; the value is the chosen option's string. */
export function SearchSelectField({ name, ...props }: SearchSelectFieldProps) {
  const { input, meta } = useField<string>(name);
  return (
    <SearchSelectFieldName value={input.name}>
      <SearchSelect
        {...props}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        error={visibleError(meta)}
      />
    </SearchSelectFieldName>
  );
}
