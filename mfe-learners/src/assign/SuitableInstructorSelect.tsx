import type { SuitableInstructor } from '@dss/contract';
import { instructorRef, SelectField, Text, useFieldValue } from '@dss/ui';

/**
 * 'A3 Mr John Smith - contracted 30 h, given 12 h this week, pending 8 h'; an instructor from a
 * neighbouring district of the area reads 'A3 Mr John Smith (outside covering areas) - …', the
 * mark before the hours so a narrow select still shows it.
 */
export function instructorOption(a: SuitableInstructor): string {
  const hours = `contracted ${a.adi_contract_hours} h, given ${a.adi_weekly_hours} h this week, pending ${a.adi_pending_hours} h`;
  return `${instructorRef(a.adi_id)} ${a.adi_title} ${a.adi_fname} ${a.adi_lname}${a.adi_outside_area ? ' (outside covering areas)' : ''} - ${hours}`;
}

/** 'LS' for 'LS6': the postcode area, the letters of the outer code. */
export function postcodeArea(outer: string): string {
  return /^[A-Z]+/i.exec(outer)?.[0]?.toUpperCase() ?? outer;
}

interface Props {
  name: string;
  label: string;
  adis: readonly SuitableInstructor[];
  loading: boolean;
  /** the pickup's outer postcode */
  outer: string;
}

/**
 * The suitable-instructor select of Assign Instructor and Re-assign. Under it: which districts
 * the chosen instructor covers when the pickup is outside them, or why the list is empty.
 */
export function SuitableInstructorSelect({ name, label, adis, loading, outer }: Props) {
  const chosenId = useFieldValue(name);
  const chosen = adis.find((a) => String(a.adi_id) === chosenId);
  return (
    <>
      <SelectField
        name={name}
        label={label}
        placeholder={loading ? 'Loading…' : 'Select instructor'}
        options={adis.map((a) => ({ value: String(a.adi_id), label: instructorOption(a) }))}
        helperText={
          chosen?.adi_outside_area
            ? `Outside covering areas: ${chosen.adi_fname} ${chosen.adi_lname} covers ${chosen.adi_covering_pcs}, not ${outer}.`
            : undefined
        }
        required
      />
      {!loading && adis.length === 0 ? (
        <Text color="fg.muted" role="status">
          No suitable instructor covers {outer} or another district of the {postcodeArea(outer)} area for this learner.
        </Text>
      ) : null}
    </>
  );
}
