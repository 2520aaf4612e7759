import { useId, useState } from 'react';
import { Button, chakra, Stack, Text, formatLongDate } from '@dss/ui';

const SLOT_TEXTS = {
  day: 'Day',
  time: 'Start time',
  none: 'No free time on this day.',
} as const;

export interface SlotChooserProps {
  /** names the group: what is being placed or moved */
  title: string;
  /** a line under the title, e.g. that a tap on the calendar does the same */
  hint?: string;
  /** the days offered, 'YYYY-MM-DD': the ones the calendar shows */
  dates: readonly string[];
  /** the free starts of a day ('YYYY-MM-DD HH:MM:00'), earliest first */
  startsOn(date: string): string[];
  /** the button's words */
  action: string;
  onChoose(start: string): void;
}

const selectStyle = { borderWidth: '1px', borderRadius: 'md', px: '2', h: '10', bg: 'bg', fontSize: 'sm', maxW: 'full' } as const;

/**
 * A free slot chosen from lists, not by dragging: a day of those the calendar shows, then one of
 * its free quarter hours. The way to place or move a lesson by keyboard, and the easy one on a phone.
 */
export function SlotChooser({ title, hint, dates, startsOn, action, onChoose }: SlotChooserProps) {
  const id = useId();
  const [picked, setDay] = useState('');
  // the calendar may have moved on to other days since: then the first of them with a free time
  const day = dates.includes(picked) ? picked : (dates.find((d) => startsOn(d).length > 0) ?? dates[0] ?? '');
  const starts = day ? startsOn(day) : [];
  const [chosen, setChosen] = useState('');
  const start = starts.includes(chosen) ? chosen : (starts[0] ?? '');
  return (
    <Stack gap="2" role="group" aria-label={title} borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="medium" fontSize="sm">
        {title}
      </Text>
      {hint ? (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      <Stack gap="3">
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-day`} fontSize="sm">
            {SLOT_TEXTS.day}
          </chakra.label>
          <chakra.select id={`${id}-day`} value={day} onChange={(e) => setDay(e.target.value)} {...selectStyle}>
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatLongDate(d)}
              </option>
            ))}
          </chakra.select>
        </Stack>
        {starts.length > 0 ? (
          <>
            <Stack gap="1">
              <chakra.label htmlFor={`${id}-time`} fontSize="sm">
                {SLOT_TEXTS.time}
              </chakra.label>
              <chakra.select id={`${id}-time`} value={start} onChange={(e) => setChosen(e.target.value)} {...selectStyle}>
                {starts.map((s) => (
                  <option key={s} value={s}>
                    {s.slice(11, 16)}
                  </option>
                ))}
              </chakra.select>
            </Stack>
            <Button colorPalette="teal" variant="outline" alignSelf="flex-start" onClick={() => onChoose(start)}>
              {action}
            </Button>
          </>
        ) : (
          <Text fontSize="sm" role="status">
            {SLOT_TEXTS.none}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
