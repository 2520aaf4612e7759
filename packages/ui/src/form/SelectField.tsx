import { NativeSelect } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { isDivider, type SelectItem } from './selectOptions';
import { visibleError } from './visibleError';

export interface SelectFieldProps {
  name: string;
  label: string;
  /** Options, optionally split into groups by SELECT_DIVIDER (see favouritesFirst). */
  options: readonly SelectItem[];
  /** Text of the empty first choice. */
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A native drop-down bound to a react-final-form field; the value is the option's string. */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Please select',
  helperText,
  required,
  disabled,
}: SelectFieldProps) {
  const { input, meta } = useField<string>(name);
  return (
    <FieldFrame label={label} required={required} disabled={disabled} helperText={helperText} error={visibleError(meta)}>
      {(links) => (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            {...links}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          >
            {/* Always present, so an unset value never shows the first real option as chosen. */}
            <option value="">{placeholder}</option>
            {options.map((item, index) =>
              isDivider(item) ? (
                // Browsers that support <hr> in <select> draw a separator line; others skip it.
                <hr key={`divider-${index}`} />
              ) : (
                <option key={item.value} value={item.value} disabled={item.disabled}>
                  {item.label}
                </option>
              ),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
}
