import { franchiseFeeCards, maskSortCode } from '@dss/contract';
import { allSectionsValid, SECTION_INVALID, SECTION_UNTOUCHED, SECTION_VALID, sectionStatus } from './sections';

describe('the section status icons of Register Instructor (document 2 §4)', () => {
  it('is untouched until one of its fields is visited, then valid or invalid by its own fields only', () => {
    const errors = { fname: 'Name is required.', inemail: 'Invalid e-mail address' };
    expect(sectionStatus('personal', errors, {})).toBe(SECTION_UNTOUCHED);
    expect(sectionStatus('personal', errors, { mobile: true })).toBe(SECTION_UNTOUCHED);
    expect(sectionStatus('personal', errors, { title: true })).toBe(SECTION_INVALID);
    expect(sectionStatus('contact', { fname: 'Name is required.' }, { mobile: true })).toBe(SECTION_VALID);
    expect(sectionStatus('compliance', { poadoc2: 'Proof of Address is required.' }, { scode: true })).toBe(SECTION_INVALID);
    expect(sectionStatus('vehicles', { cartwomake: 'Vehicle Make is required.' }, { secondcar: true })).toBe(SECTION_INVALID);
  });

  it('enables Register only when no field of any section has an error', () => {
    expect(allSectionsValid({})).toBe(true);
    expect(allSectionsValid({ adilicenceexp: 'ADI/PDI Licence Expiry Day required.' })).toBe(false);
    expect(allSectionsValid({ feeregularity: 'Payment Regularity is required.' })).toBe(false);
  });
});

describe('the fee cards (document 2 §9)', () => {
  it('derives monthly as 4.34 weeks, quarterly 13, biannual 26 and annual 52, to the penny', () => {
    expect(franchiseFeeCards('100.00')).toEqual({
      weekly: '100.00',
      monthly: '434.00',
      quarterly: '1300.00',
      biannual: '2600.00',
      annual: '5200.00',
    });
    expect(franchiseFeeCards('99.99').monthly).toBe('433.96');
    expect(franchiseFeeCards('0.10').annual).toBe('5.20');
  });
});

describe('the sort code (document 2 §2.1, §9)', () => {
  // Sent as 6 digits: Register Instructor's submission test and the server's form tests check it.
  it('is masked ##-##-## as typed', () => {
    expect(maskSortCode('2')).toBe('2');
    expect(maskSortCode('201')).toBe('20-1');
    expect(maskSortCode('20-12-345')).toBe('20-12-34');
    expect(maskSortCode('20a1b2c3d4')).toBe('20-12-34');
  });
});
