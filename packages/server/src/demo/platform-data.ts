import type { Permission, QuickInfo, TermsKind } from '@dss/contract';
import type { DocumentSection } from '../pdf/simple-document';

/** The demo sign-ins named in the README. */
export const DEMO_STAFF: {
  id: number;
  title: string;
  fname: string;
  lname: string;
  mobile: string;
  email: string;
  password: string;
  privileges: Permission[];
  created: string;
}[] = [
  {
    id: 1,
    title: 'Mrs',
    fname: 'Helen',
    lname: 'Whitmore',
    mobile: '07700900101',
    email: 'helen.whitmore@driving-school.invalid',
    password: 'demo-admin',
    privileges: ['admin'],
    created: '2019-03-25T09:00:00Z',
  },
  {
    id: 2,
    title: 'Mr',
    fname: 'Daniel',
    lname: 'Okafor',
    mobile: '07700900102',
    email: 'daniel.okafor@driving-school.invalid',
    password: 'demo-user',
    privileges: ['user', 'reports'],
    created: '2020-06-01T09:00:00Z',
  },
  {
    id: 3,
    title: 'Ms',
    fname: 'Sophie',
    lname: 'Clarke',
    mobile: '07700900103',
    email: 'sophie.clarke@driving-school.invalid',
    password: 'demo-clerk',
    privileges: ['user'],
    created: '2023-01-09T09:00:00Z',
  },
];

export const DEMO_QUICK_INFO: QuickInfo = {
  address_lines: [
    'Eastway Driving School Ltd',
    '214 Romford Road',
    'Forest Gate',
    'London',
    'Greater London',
    'E7 9HZ',
    'United Kingdom',
  ],
  opening_hours: [
    { label: 'Monday', time: '09:00 - 17:30' },
    { label: 'Tuesday', time: '09:00 - 17:30' },
    { label: 'Wednesday', time: '09:00 - 17:30' },
    { label: 'Thursday', time: '09:00 - 19:00' },
    { label: 'Friday', time: '09:00 - 17:00' },
    { label: 'Saturday', time: '10:00 - 14:00' },
    { label: 'Sunday', time: 'Closed' },
    { label: 'Bank holidays', time: 'Closed' },
  ],
  contact_details: [
    { title: 'Landline 1', value: '02085550134' },
    { title: 'Landline 2', value: '02085550135' },
    { title: 'E-mail', value: 'office@eastway-driving.invalid' },
    { title: 'Out of Office', value: '07700900199' },
    { title: 'Complaints', value: 'complaints@eastway-driving.invalid' },
  ],
  bank_details: ['Barclays Bank', 'Eastway Driving School Ltd', '209876', '43218765', 'Your learner or ADI number'],
};

export const DEMO_LESSON_PLANS = [
  {
    text_description: 'Taster lesson pack - 2 hours manual',
    gear_type: 'manual',
    hours: 2,
    plan_price: '64.00',
    promocode: null,
  },
  { text_description: 'Starter pack - 5 hours manual', gear_type: 'manual', hours: 5, plan_price: '155.00', promocode: 'START5' },
  { text_description: 'Standard pack - 10 hours manual', gear_type: 'manual', hours: 10, plan_price: '300.00', promocode: null },
  {
    text_description: 'Intensive pack - 20 hours manual',
    gear_type: 'manual',
    hours: 20,
    plan_price: '580.00',
    promocode: 'INTENSE20',
  },
  {
    text_description: 'Starter pack - 5 hours automatic',
    gear_type: 'automatic',
    hours: 5,
    plan_price: '170.00',
    promocode: null,
  },
  {
    text_description: 'Standard pack - 10 hours automatic',
    gear_type: 'automatic',
    hours: 10,
    plan_price: '330.00',
    promocode: null,
  },
  {
    text_description: 'Intensive pack - 20 hours automatic',
    gear_type: 'automatic',
    hours: 20,
    plan_price: '640.00',
    promocode: 'AUTO20',
  },
] as const;

const common: DocumentSection = {
  heading: 'Contact',
  paragraphs: ['Eastway Driving School Ltd, 214 Romford Road, Forest Gate, London E7 9HZ. Telephone 020 8555 0134.'],
};

export const DEMO_TERMS_TEXT: Record<TermsKind, DocumentSection[]> = {
  1: [
    {
      heading: '1. Lessons and packages',
      paragraphs: [
        'Lessons last one hour. Each hour of a paid package is one lesson credit. Credits are valid for 12 months from the date of payment; unused credits then expire.',
      ],
    },
    {
      heading: '2. Cancellations',
      paragraphs: [
        'Please give at least 48 hours notice to cancel or move a lesson. Lessons cancelled with less notice use their credit.',
      ],
    },
    {
      heading: '3. Your instructor',
      paragraphs: [
        'We assign an approved driving instructor who covers your pickup postcode. You may ask for a change of instructor at any time.',
      ],
    },
    common,
  ],
  2: [
    {
      heading: '1. Franchise',
      paragraphs: [
        'Franchise fees are payable at the regularity agreed on your franchise plan. The joining fee is payable before the first learner is assigned.',
      ],
    },
    {
      heading: '2. Documents',
      paragraphs: [
        'Keep your ADI or PDI licence, driving licence, vehicle MOT, insurance and VED current and send renewals to the office before they expire.',
      ],
    },
    common,
  ],
  3: [
    {
      heading: 'Programme',
      paragraphs: [
        'Part 1 theory and hazard perception; Part 2 driving ability; Part 3 ability to instruct. Each part is supported by a trainer with in-car sessions.',
      ],
    },
    {
      heading: 'Trainee licence',
      paragraphs: ['Trainees on a PDI licence are supervised and reviewed monthly by the training manager.'],
    },
    common,
  ],
  4: [
    {
      heading: 'Privacy (GDPR)',
      paragraphs: [
        'We keep learner and instructor records to run lessons, payments and tests. You may ask for a copy of your data or for its correction at any time.',
      ],
    },
    {
      heading: 'Cookies and website',
      paragraphs: [
        'Our website uses only the cookies needed to keep you signed in. Content is provided for information and may change without notice.',
      ],
    },
    common,
  ],
};
