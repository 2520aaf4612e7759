import { useState } from 'react';
import { INSTRUCTOR_TEXTS, TIME_CHOICES, WEEK_DAYS, weekAvailability, type DayAvailability } from '@dss/contract';
import { Box, Button, chakra, Stack, Table, Text, useSubmit } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';

const Select = chakra('select');
const CheckboxInput = chakra('input');

function TimeSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange(v: string): void;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      borderWidth="1px"
      rounded="md"
      px="2"
      py="1"
      bg="bg"
      _disabled={{ opacity: 0.5 }}
    >
      {TIME_CHOICES.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </Select>
  );
}

/** The week as the instructor works it, Monday first, with lunch (document 2 §3, §9). */
function Week({ adi, initial }: { adi: number; initial: DayAvailability[] }) {
  const [days, setDays] = useState(() => WEEK_DAYS.map((d) => initial.find((x) => x.day_num === d.day_num)!));
  const [save, { isLoading }] = instructorsApi.useInstructorsSaveAvailabilityMutation();
  const submit = useSubmit();
  const change = (dayNum: number, patch: Partial<DayAvailability>) =>
    setDays((all) => all.map((d) => (d.day_num === dayNum ? { ...d, ...patch } : d)));
  const parsed = weekAvailability.safeParse(days);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const onSave = async () => {
    await submit(await save({ adi, availability: days }), {
      success: INSTRUCTOR_TEXTS.availabilitySaved,
      failure: INSTRUCTOR_TEXTS.availabilityFailed,
    });
  };
  return (
    <Stack gap="4">
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Working hours">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Day</Table.ColumnHeader>
              <Table.ColumnHeader>Working</Table.ColumnHeader>
              <Table.ColumnHeader>Start</Table.ColumnHeader>
              <Table.ColumnHeader>End</Table.ColumnHeader>
              <Table.ColumnHeader>Lunch</Table.ColumnHeader>
              <Table.ColumnHeader>Lunch Start</Table.ColumnHeader>
              <Table.ColumnHeader>Lunch End</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {WEEK_DAYS.map(({ day_num, label }) => {
              const d = days.find((x) => x.day_num === day_num)!;
              return (
                <Table.Row key={day_num}>
                  <Table.Cell fontWeight="semibold">{label}</Table.Cell>
                  <Table.Cell>
                    <CheckboxInput
                      type="checkbox"
                      aria-label={`${label} working`}
                      checked={d.is_working}
                      onChange={(e) => change(day_num, { is_working: e.target.checked })}
                      boxSize="4"
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeSelect
                      label={`${label} start`}
                      value={d.work_start}
                      disabled={!d.is_working}
                      onChange={(v) => change(day_num, { work_start: v })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeSelect
                      label={`${label} end`}
                      value={d.work_end}
                      disabled={!d.is_working}
                      onChange={(v) => change(day_num, { work_end: v })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <CheckboxInput
                      type="checkbox"
                      aria-label={`${label} lunch`}
                      checked={d.has_lunch}
                      disabled={!d.is_working}
                      onChange={(e) =>
                        change(day_num, {
                          has_lunch: e.target.checked,
                          lunch_start: e.target.checked ? (d.lunch_start ?? '12:00') : null,
                          lunch_end: e.target.checked ? (d.lunch_end ?? '13:00') : null,
                        })
                      }
                      boxSize="4"
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeSelect
                      label={`${label} lunch start`}
                      value={d.lunch_start ?? '12:00'}
                      disabled={!d.is_working || !d.has_lunch}
                      onChange={(v) => change(day_num, { lunch_start: v })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <TimeSelect
                      label={`${label} lunch end`}
                      value={d.lunch_end ?? '13:00'}
                      disabled={!d.is_working || !d.has_lunch}
                      onChange={(v) => change(day_num, { lunch_end: v })}
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <Button
        colorPalette="teal"
        alignSelf="flex-start"
        disabled={problem !== null}
        loading={isLoading}
        onClick={() => void onSave()}
      >
        Save Working Hours
      </Button>
    </Stack>
  );
}

/** Working Hours & Availability: the saved week, or the §9 defaults when none was saved. */
export function AvailabilityTab({ adi }: { adi: number }) {
  const { data } = instructorsApi.useInstructorsAvailabilityQuery({ adiid: adi });
  if (!data) return <Text color="fg.muted">Loading…</Text>;
  return (
    <Stack gap="3">
      {data.saved ? null : <Text color="fg.muted">No working hours saved yet: the school's default week is shown.</Text>}
      <Week key={JSON.stringify(data.days)} adi={adi} initial={data.days} />
    </Stack>
  );
}
