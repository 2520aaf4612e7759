import { Flex, IconButton, Input, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { CalendarIcon } from '../icons/icons';
import { FieldFrame } from './FieldFrame';
import { dayMonthYear, parseTypedDate } from './typed-date';
import { visibleError } from './visibleError';

// Chakra's date picker and its recipe load when a calendar is first opened, never with the
// login page (bundle budget, login route).
const DateCalendar = lazy(() => import('./DateCalendar'));

export interface DateFieldProps {
  name: string;
  label: string;
  /** Earliest date allowed, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date allowed, 'YYYY-MM-DD'; londonToday() (@dss/contract) rules out the future. */
  max?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A date typed as dd/mm/yyyy, or picked from a calendar (arrow keys move by day and week,
 * Enter picks), whatever the browser's language; the form value is 'YYYY-MM-DD'.
 */
export function DateField({ name, label, min, max, helperText, required, disabled, readOnly }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name);
  const value = input.value || undefined;
  const [typed, setTyped] = useState(() => dayMonthYear(value));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarId = useId();
  // What was typed while it still means the form's value; the value itself once it was set elsewhere.
  const shown = (parseTypedDate(typed) ?? undefined) === value ? typed : dayMonthYear(value);

  const pick = (iso: string) => {
    setTyped(dayMonthYear(iso));
    input.onChange(iso);
    setCalendarOpen(false);
    inputRef.current?.focus();
  };

  return (
    <FieldFrame
      label={label}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      helperText={helperText}
      error={visibleError(meta)}
    >
      {(links) => (
        <>
          <Flex w="full" gap="2">
            <Input
              {...links}
              ref={inputRef}
              name={input.name}
              value={shown}
              placeholder="dd/mm/yyyy"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              // Not enforced by a text box; kept so the limits are readable where the screens check them.
              min={min}
              max={max}
              disabled={disabled}
              readOnly={readOnly}
              onChange={(event) => {
                setTyped(event.target.value);
                input.onChange(parseTypedDate(event.target.value) ?? undefined);
              }}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
            />
            {disabled || readOnly ? null : (
              <IconButton
                variant="outline"
                // Named apart from the field's label, so finding the field by its label finds the box
                // alone; the label describes which date it picks.
                aria-label="Open calendar"
                aria-describedby={`${links.id}-label`}
                aria-expanded={calendarOpen}
                aria-controls={calendarId}
                onClick={() => setCalendarOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            )}
          </Flex>
          {calendarOpen ? (
            <div id={calendarId}>
              <Suspense fallback={<Spinner size="sm" aria-label="Loading the calendar" />}>
                <DateCalendar
                  label={label}
                  value={value}
                  min={min}
                  max={max}
                  onPick={pick}
                  onClose={() => {
                    setCalendarOpen(false);
                    inputRef.current?.focus();
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
