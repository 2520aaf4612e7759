import { Flex, NativeSelect } from '@chakra-ui/react';
import { londonToday, MONTH_NAMES } from '@dss/contract';
import { useState, type FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame } from './FieldFrame';
import { visibleError } from './visibleError';

export interface MonthFieldProps {
  name: string;
  label: string;
  /** Earliest month offered, 'YYYY-MM'; a hundred years before the latest unless said. */
  min?: string;
  /** Latest month offered, 'YYYY-MM'; December ten years on unless said. */
  max?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

interface Choice {
  year: string;
  month: string;
}

const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1).padStart(2, '0'), name }));
const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function choiceOf(value: string | undefined): Choice {
  const match = YEAR_MONTH.exec(value ?? '');
  return { year: match?.[1] ?? '', month: match?.[2] ?? '' };
}

/** 'YYYY-MM' once both are chosen; until then the field has no value. */
const valueOf = ({ year, month }: Choice) => (year && month ? `${year}-${month}` : undefined);

/**
 * A month picked as a month by name and a year (newest first), side by side, whatever the browser's
 * language: a browser's own month box shows '--------- ----' and year-month order. Only the months
 * between min and max of the chosen year are offered; a value outside them (a record older than
 * today's limits) is still shown as it is. The form value is 'YYYY-MM'. TextField type="month" is this.
 */
export function MonthField({ name, label, min, max, helperText, required, disabled }: MonthFieldProps) {
  const { input, meta } = useField<string | undefined>(name);
  const value = input.value || undefined;
  const [picked, setPicked] = useState(() => choiceOf(value));
  // The half-made choice while it still means the form's value; the value itself once it was set elsewhere.
  const shown = valueOf(picked) === value ? picked : choiceOf(value);

  const latest = max ?? `${Number(londonToday().slice(0, 4)) + 10}-12`;
  const earliest = min ?? `${Number(latest.slice(0, 4)) - 100}-01`;
  const held = value && YEAR_MONTH.test(value) ? value : undefined;
  const first = held && held < earliest ? held : earliest;
  const last = held && held > latest ? held : latest;
  const offers = (yearMonth: string) => (yearMonth >= earliest && yearMonth <= latest) || yearMonth === held;

  const years: string[] = [];
  for (let year = Number(last.slice(0, 4)); year >= Number(first.slice(0, 4)); year--) years.push(String(year));
  // The chosen year's months within the limits; before a year is chosen, those of any year offered.
  const monthsIn = (year: string) => MONTHS.filter((m) => (year ? [year] : years).some((y) => offers(`${y}-${m.value}`)));

  const choose = (choice: Choice) => {
    setPicked(choice);
    input.onChange(valueOf(choice));
  };
  // One field to the form: visited as focus enters the pair, touched (its error shown) as focus leaves
  // it, not when it moves from the month to the year.
  const leavesOrEnters = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget);

  return (
    <FieldFrame label={label} required={required} disabled={disabled} helperText={helperText} error={visibleError(meta)}>
      {({ id, ...links }) => (
        <Flex
          role="group"
          aria-labelledby={`${id}-label`}
          w="full"
          gap="2"
          onFocus={(event) => {
            if (leavesOrEnters(event)) input.onFocus();
          }}
          onBlur={(event) => {
            if (leavesOrEnters(event)) input.onBlur();
          }}
        >
          <NativeSelect.Root disabled={disabled} flex="3" minW="0">
            {/* The label's own control, so clicking the label starts at the month; named by the
                field's path, so the form's list of what is missing moves focus here. */}
            <NativeSelect.Field
              {...links}
              id={id}
              name={name}
              aria-label={`${label}: month`}
              value={shown.month}
              onChange={(event) => choose({ ...shown, month: event.target.value })}
            >
              <option value="">Month</option>
              {monthsIn(shown.year).map((m) => (
                <option key={m.value} value={m.value}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <NativeSelect.Root disabled={disabled} flex="2" minW="0">
            <NativeSelect.Field
              {...links}
              id={`${id}-year`}
              aria-label={`${label}: year`}
              value={shown.year}
              onChange={(event) => {
                const year = event.target.value;
                // A month the new year does not offer is dropped, not kept out of sight.
                const month = monthsIn(year).some((m) => m.value === shown.month) ? shown.month : '';
                choose({ year, month });
              }}
            >
              <option value="">Year</option>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      )}
    </FieldFrame>
  );
}
