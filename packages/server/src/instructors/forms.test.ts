import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addressEditForm,
  advanceEditForm,
  fieldErrors,
  franchiseChangeForm,
  franchiseFeeCards,
  maskSortCode,
  registerInstructorForm,
  registerInstructorPayload,
  registerInstructorWire,
  vehicleDocumentsForm,
} from '@dss/contract';
import { registration } from '../test-support/instructor-fixtures';

/** A chosen file as a browser form holds it. */
const file = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type });

describe('instructor screen forms (the contract the screens validate with)', () => {
  const formValues = () => {
    const wire = registration(7);
    return {
      ...wire,
      scode: '20-30-40',
      coveringareas: ['E7'],
      aditlang: [10],
      carttype: [2],
      poadoc1: file('a.pdf'),
      poadoc2: file('b.pdf'),
      caronelogbook: file('v5c.pdf'),
      caronemot: file('mot.pdf'),
      caroneinsurance: file('ins.pdf'),
      licenceCopy: file('dl.pdf'),
      adilicenceCopy: file('adi.pdf'),
    } as Record<string, unknown>;
  };

  it('takes the masked sort code, lists and files, and gives the spec’s file messages', () => {
    assert.equal(registerInstructorForm.safeParse(formValues()).success, true);
    const errors = fieldErrors(
      registerInstructorForm.safeParse({
        ...formValues(),
        poadoc1: file('a.pdf', 4_000_000),
        caronemot: file('mot.pdf', 4_000_000),
        licenceCopy: undefined,
        caroneinsurance: file('ins.docx', 10, 'application/msword'),
        secondcar: '1',
      }).error!,
    );
    assert.equal(errors.poadoc1, 'Address proof file size should be less than 4 MB!');
    assert.equal(errors.caronemot, 'PDF Document file size should be less than 4 MB!');
    assert.equal(errors.licenceCopy, 'Copy of Driving Licence is required.');
    assert.equal(errors.caroneinsurance, 'Only PDF documents can be uploaded.');
    assert.equal(errors.cartwologbook, "Vehicle's V5C is required.");
    assert.equal(errors.cartwomake, 'Vehicle Make is required.');
  });

  it('turns a valid form into the submission the server takes', () => {
    const { fields, files } = registerInstructorPayload<object>(formValues());
    assert.equal(fields.scode, '203040');
    assert.deepEqual(fields.coveringareas, ['E7']);
    assert.equal(fields.secondcar, '0');
    assert.equal('cufline' in fields || 'cartwomake' in fields, false, 'the conditional fields stay off');
    assert.deepEqual(files.map((f) => f.fileName).sort(), [
      'adilicence.pdf',
      'dlicence.pdf',
      'insurance.pdf',
      'mot.pdf',
      'poadoc1.pdf',
      'poadoc2.pdf',
      'v5c.pdf',
    ]);
    // As the api's encoding sends them: numbers as digits, lists as JSON text.
    const wire = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    assert.deepEqual(registerInstructorWire.safeParse(wire).error?.issues, undefined);
  });

  it('checks the edit dialogs as the screens hold them', () => {
    const advance = fieldErrors(advanceEditForm.safeParse({ iscode: '12-34-5' }).error!);
    assert.equal(advance.iscode, 'Sort code must be 6 digits.');
    const address = fieldErrors(addressEditForm.safeParse({ addressProf2: file('p.pdf', 4_000_001) }).error!);
    assert.equal(address.addressProf1, 'Proof of Address is required.');
    assert.equal(address.addressProf2, 'Address proof file size should be less than 4 MB!');
    assert.equal(
      fieldErrors(franchiseChangeForm(3).safeParse({ fplan: '3', feeregularity: '1', startdate: '2030-01-01' }).error!).fplan,
      'Franchise Plan is required.',
    );
    const docs = fieldErrors(vehicleDocumentsForm.safeParse({ dualcontrol: '1', carownertype: '1' }).error!);
    assert.equal(docs._form, 'Please choose the documents to upload.');
  });

  it('derives the fee cards and masks the sort code', () => {
    assert.deepEqual(franchiseFeeCards('120.50'), {
      weekly: '120.50',
      monthly: '522.97',
      quarterly: '1566.50',
      biannual: '3133.00',
      annual: '6266.00',
    });
    assert.equal(maskSortCode('2030'), '20-30');
  });
});
