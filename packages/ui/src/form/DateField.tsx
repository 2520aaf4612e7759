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

/** Shown under a date field left holding text that is not a date. */
const DATE_FORMAT_HINT = 'Type the date as dd/mm/yyyy, e.g. 01/02/2000 (01022000 and 1/2/00 work too).';

/**
 * A date typed as dd/mm/yyyy (or d/m/yy, or digits alone), or picked from a calendar (arrow keys
 * move by day and week, Enter picks), whatever the browser's language; the form value is
 * 'YYYY-MM-DD'. Leaving the field shows the date understood as dd/mm/yyyy, or how to type one.
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
  const unreadable = meta.touched && shown.trim() !== '' && parseTypedDate(shown) === null;

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
      helperText={unreadable ? DATE_FORMAT_HINT : helperText}
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
              onBlur={(event) => {
                if (value) setTyped(dayMonthYear(value));
                input.onBlur(event);
              }}
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
