import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, adminActions, TERMS_UPLOAD_PAGES } from '@dss/contract';
import { ADMIN, answer, mockWire, renderScreen } from '@dss/test-support';
import { TermsDocumentPage } from './TermsDocumentPage';

const VERSIONS = [
  { version: '2025.1', added: '2025-01-02T10:00:00Z', fileid: 9, active: true },
  { version: '2024.1', added: '2024-01-02T10:00:00Z', fileid: 3, active: false },
];
const VERSIONS_READ = answer(adminActions.termsVersions, () => VERSIONS);
const asAdmin = { session: ADMIN };

/** Each page's upload action, named by the field that holds the version. */
const UPLOADS = {
  learnertcupload: adminActions.uploadLearnerTerms,
  instructortcupload: adminActions.uploadInstructorTerms,
  traineeinstructortcupload: adminActions.uploadTrainingTerms,
  trainingpacktcupload: adminActions.uploadGeneralTerms,
};

describe('terms document pages', () => {
  it.each(TERMS_UPLOAD_PAGES.map((p) => [p.path, p]))(
    '%s uploads with its own field only once a PDF and a version are given',
    async (_path, page) => {
      const wire = mockWire(VERSIONS_READ);
      renderScreen(<TermsDocumentPage page={page} />, asAdmin);
      expect(await screen.findByText('2025.1')).toBeInTheDocument();
      expect(wire.sent(adminActions.termsVersions)[0]).toMatchObject({ kind: String(page.kind) });
      const upload = screen.getByRole('button', { name: 'Upload Document' });
      expect(upload).toBeDisabled();
      await userEvent.type(screen.getByLabelText(/^Version\W*$/), 'v2');
      expect(upload).toBeDisabled();
      await userEvent.upload(
        screen.getByLabelText(/^PDF Document/),
        new File(['%PDF-1.4'], 'terms.pdf', { type: 'application/pdf' }),
      );
      expect(upload).toBeEnabled();
      await userEvent.click(upload);
      expect(await screen.findByText(ADMIN_TEXTS.documentUploaded)).toBeInTheDocument();
      const sent = wire.calls.find((c) => c.action === UPLOADS[page.uploadField])!;
      expect(sent.fields[page.uploadField]).toBe('v2');
      expect(sent.files).toEqual([{ field: 'file', name: 'terms.pdf' }]);
    },
  );

  it('refuses a file that is not a PDF and keeps the version to 10 characters', async () => {
    mockWire(VERSIONS_READ);
    renderScreen(<TermsDocumentPage page={TERMS_UPLOAD_PAGES[0]} />, asAdmin);
    expect(screen.getByLabelText(/^Version\W*$/)).toHaveAttribute('maxlength', '10');
    await userEvent.upload(
      screen.getByLabelText(/^PDF Document/),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Only PDF documents can be uploaded.')).toBeInTheDocument();
  });

  it('marks the newest version active and downloads a version by tac and req', async () => {
    const wire = mockWire(
      VERSIONS_READ,
      answer(adminActions.downloadTermsDocument, () => ({ file: '%PDF-1.4', fileName: 'doc.pdf' })),
    );
    URL.createObjectURL = jest.fn(() => 'blob:doc');
    URL.revokeObjectURL = jest.fn();
    renderScreen(<TermsDocumentPage page={TERMS_UPLOAD_PAGES[1]} />, asAdmin);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 2024.1' }));
    await screen.findByText('2024.1');
    expect(wire.sent(adminActions.downloadTermsDocument)[0]).toMatchObject({ tac: '2', req: '3' });
  });
});
