import {
  franchiseFeeCards,
  INSTRUCTOR_STATE_LABELS,
  type ExpiryItem,
  type InstructorAddress,
  type InstructorInfo,
  type InstructorVehicle,
  fullName,
} from '@dss/contract';
import {
  Alert,
  Badge,
  Box,
  formatDate,
  formatGBP,
  formatLandline,
  formatMobile,
  formatSortCode,
  franchisePlanRef,
  Heading,
  instructorRef,
  NOT_AVAILABLE,
  SimpleGrid,
  Stack,
  Text,
} from '@dss/ui';
import type { ReactNode } from 'react';
import { capitalised, DetailItems, orNA } from '../shared';

type Item = [label: string, value: ReactNode];

/** A text shown as it is, or 'N/A' when missing (document 3 §9). */

/** 'Flat 2, 10 High Street, London, Greater London, E7 8AB' */
export function addressLine(a: InstructorAddress): string {
  const text = [a.fline, a.sline, a.city, a.county, a.postcode].filter((p) => p && p.trim() !== '').join(', ');
  return orNA(text);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="2" color="teal.700">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** 'MOT of LD21 ABC expired on 02/03/2026' / 'Driving licence expires on 10/04/2026 (in 12 days)' */
export function expiryText(e: ExpiryItem): string {
  const what = e.c_reg ? `${e.document_text} of ${e.c_reg}` : e.document_text;
  if (e.expired) return `${what} expired on ${formatDate(e.expires_on)}`;
  const when = e.days_left === 0 ? 'today' : e.days_left === 1 ? 'in 1 day' : `in ${e.days_left} days`;
  return `${what} expires on ${formatDate(e.expires_on)} (${when})`;
}

/** Expired documents and those due within 30 days, above the profile. */
export function ExpiryWarnings({ expiries }: { expiries: readonly ExpiryItem[] }) {
  if (expiries.length === 0) return null;
  const expired = expiries.filter((e) => e.expired);
  const due = expiries.filter((e) => !e.expired);
  return (
    <Stack gap="2">
      {expired.length > 0 ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Expired</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" listStyleType="none">
                {expired.map((e) => (
                  <li key={`${e.document}-${e.c_id ?? ''}`}>{expiryText(e)}</li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {due.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Expiring within 30 days</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0" listStyleType="none">
                {due.map((e) => (
                  <li key={`${e.document}-${e.c_id ?? ''}`}>{expiryText(e)}</li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

const STATUS_PALETTE: Record<number, string> = { 1: 'green', 2: 'gray', 3: 'red' };

/** A registration year-month ('2019-07') as the office writes it: 07/2019. */
export function registrationMonth(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  return match ? `${match[2]}/${match[1]}` : yearMonth;
}

function VehicleCard({ car, withId }: { car: InstructorVehicle; withId: boolean }) {
  const items: Item[] = [
    ...(withId ? [['Vehicle ID', String(car.c_id)] satisfies Item] : []),
    ['Make', car.make],
    ['Model', car.model],
    ['Colour', car.colour],
    ['Registration Number', car.c_reg],
    ['Registration Year', registrationMonth(car.regyear)],
    ['Vehicle Type', car.c_type],
    ['Gear Type', capitalised(car.c_gear)],
    ['Fuel Type', car.c_fuel_txt],
    ['Legal Keeper', car.leagal_owner],
    ['VED Expiry', formatDate(car.ved_exp)],
    ['MOT Expiry', formatDate(car.mot_exp)],
    ['Insurance Expiry', formatDate(car.insurance_exp)],
    [
      'Car Status',
      <Badge key="s" colorPalette={STATUS_PALETTE[car.rec_status] ?? 'gray'}>
        {car.status_text}
      </Badge>,
    ],
  ];
  return (
    <Box as="article" aria-label={`Vehicle ${car.c_reg}`} borderWidth="1px" rounded="md" p="3">
      <DetailItems items={items} />
    </Box>
  );
}

/** The fee card of a payment regularity (weeks per payment 1, 4.33, 13, 26, 52). */
export function feePerPayment(fees: ReturnType<typeof franchiseFeeCards>, regularity: number): string {
  if (regularity >= 52) return fees.annual;
  if (regularity >= 26) return fees.biannual;
  if (regularity >= 13) return fees.quarterly;
  if (regularity > 1) return fees.monthly;
  return fees.weekly;
}

/** The franchise plan and the fee for each payment regularity (document 2 §9). */
export function FranchisePlanDetails({ franchise }: { franchise: InstructorInfo['adi_franchise'] }) {
  if (!franchise) return <Text color="fg.muted">{NOT_AVAILABLE}</Text>;
  const plan = franchise.plan_data;
  const fees = franchiseFeeCards(plan.weekly_fee);
  return (
    <DetailItems
      items={[
        ['Plan ID', franchisePlanRef(plan.plan_id)],
        ['Joining Fee', formatGBP(plan.initial_fee)],
        ['Weekly Fee', formatGBP(plan.weekly_fee)],
        ['Working Hours', plan.work_type],
        ['Average Weekly Hours', String(plan.weekly_hours)],
        ['Payment Regularity', franchise.regularity_text],
        ['Fee per Payment', formatGBP(feePerPayment(fees, franchise.regularity))],
        ['Plan Started', formatDate(franchise.start_date)],
      ]}
    />
  );
}

/**
 * The whole profile of an instructor (document 2 §2.2 and §2.4): identity, addresses,
 * licences, phones, compliance and bank details, teaching, vehicles below status 4 and the plan.
 */
export function InstructorDetails({ info, vehicleIds = false }: { info: InstructorInfo; vehicleIds?: boolean }) {
  return (
    <Stack gap="5">
      <ExpiryWarnings expiries={info.expiries} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Section title="Personal">
          <DetailItems
            items={[
              ['ADI ID', instructorRef(info.adi_id)],
              ['Name', fullName(info, { middle: true })],
              ['Gender', capitalised(info.gender)],
              ['Account Status', INSTRUCTOR_STATE_LABELS[info.accState] ?? String(info.accState)],
              ['Permanent Address', addressLine(info.permAddr)],
              ['Current Address', addressLine(info.currAddr)],
              ['Driving Licence Number', orNA(info.driving_licence_no)],
              ['ADI/PDI Licence Number', orNA(info.instructor_licence_no)],
            ]}
          />
        </Section>
        <Section title="Contact">
          <DetailItems
            items={[
              ['E-mail', orNA(info.email)],
              ['Main Mobile', formatMobile(info.mobile)],
              ['Mobile 2', formatMobile(info.mobilePhone2)],
              ['Home Phone 1', formatLandline(info.homePhone1)],
              ['Home Phone 2', formatLandline(info.homePhone2)],
              ['Work Phone 1', formatLandline(info.workPhone1)],
              ['Work Phone 2', formatLandline(info.workPhone2)],
            ]}
          />
        </Section>
        <Section title="Compliance & Bank">
          <DetailItems
            items={[
              ['DBS Reference', orNA(info.crtbRef)],
              ['Bank Name', orNA(info.bankInfo.bankname)],
              ['Account Name', orNA(info.bankInfo.nameonacc)],
              ['Account Number', orNA(info.bankInfo.accno)],
              ['Sort Code', formatSortCode(info.bankInfo.sortcode)],
              ['National Insurance Number', orNA(info.nino)],
            ]}
          />
        </Section>
        <Section title="Teaching">
          <DetailItems
            items={[
              ['Teaching Gender', capitalised(info.teaching_gens)],
              ['Teaching Gear Type', capitalised(info.teaching_gears)],
              ['Covering Postcodes', orNA(info.covering_pcs.map((p) => p.pc).join(', '))],
              ['Teaching Languages', orNA(info.teaching_langs.map((l) => l.lang_name).join(', '))],
              ['Teaching Vehicle Types', orNA(info.teaching_car_types.map((t) => t.type_name).join(', '))],
            ]}
          />
        </Section>
      </SimpleGrid>
      <Section title="Vehicles">
        {info.cars.length === 0 ? (
          <Text color="fg.muted">{NOT_AVAILABLE}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {info.cars.map((car) => (
              <VehicleCard key={car.c_id} car={car} withId={vehicleIds} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title="Franchise Plan">
        <FranchisePlanDetails franchise={info.adi_franchise} />
      </Section>
    </Stack>
  );
}
