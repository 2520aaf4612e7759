import { Box, DatePicker, parseDate } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef } from 'react';
import { LONDON_TIME_ZONE } from '@dss/contract';

export interface DateCalendarProps {
  label: string;
  /** 'YYYY-MM-DD' or nothing. */
  value?: string;
  min?: string;
  max?: string;
  onPick(iso: string): void;
  onClose(): void;
}

const asDate = (iso?: string) => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseDate(iso) : undefined);

/**
 * Chakra's (Ark's) date picker laid out inline under a DateField: days outside min/max are
 * disabled, weeks start on Monday, the arrow keys move the focused day, Escape closes it.
 * Its recipe comes with it, so the shared system (and the login page) stays without it.
 */
export default function DateCalendar({ label, value, min, max, onPick, onClose }: DateCalendarProps) {
  const box = useRef<HTMLDivElement>(null);
  const picked = asDate(value);

  // Focus lands on the chosen (or today's) day, so the arrow keys work at once.
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][data-focus]')?.focus();
  }, []);

  return (
    <Box
      ref={box}
      mt="2"
      w="fit-content"
      maxW="full"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <DatePicker.Root
        recipe={datePickerSlotRecipe}
        inline
        locale="en-GB"
        timeZone={LONDON_TIME_ZONE}
        startOfWeek={1}
        value={picked ? [picked] : []}
        defaultFocusedValue={picked}
        min={asDate(min)}
        max={asDate(max)}
        onValueChange={(details) => {
          const day = details.value[0];
          if (day) onPick(day.toString());
        }}
        aria-label={`${label}: calendar`}
      >
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Root>
    </Box>
  );
}
