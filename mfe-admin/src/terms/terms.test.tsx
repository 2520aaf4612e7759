import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, TERMS_UPLOAD_PAGES } from '@dss/contract';
import { mockWire, renderScreen } from '../test-support/render-screen';
import { TermsDocumentPage } from './TermsDocumentPage';

const VERSIONS = [
  { version: '2025.1', added: '2025-01-02T10:00:00Z', fileid: 9, active: true },
  { version: '2024.1', added: '2024-01-02T10:00:00Z', fileid: 3, active: false },
];

describe('terms document pages', () => {
  it.each(TERMS_UPLOAD_PAGES.map((p) => [p.path, p]))(
    '%s uploads with its own field only once a PDF and a version are given',
    async (_path, page) => {
      const calls = mockWire((f) => (f.tacversions ? { body: VERSIONS } : { body: 'SUCCESS' }));
      renderScreen(<TermsDocumentPage page={page} />);
      expect(await screen.findByText('2025.1')).toBeInTheDocument();
      expect(calls.find((c) => c.fields.tacversions)!.fields.kind).toBe(String(page.kind));
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
      const sent = calls.find((c) => c.fields[page.uploadField])!;
      expect(sent.fields[page.uploadField]).toBe('v2');
      expect(sent.files).toEqual([{ field: 'file', name: 'terms.pdf' }]);
    },
  );

  it('refuses a file that is not a PDF and keeps the version to 10 characters', async () => {
    mockWire((f) => (f.tacversions ? { body: VERSIONS } : { body: 'SUCCESS' }));
    renderScreen(<TermsDocumentPage page={TERMS_UPLOAD_PAGES[0]} />);
    expect(screen.getByLabelText(/^Version\W*$/)).toHaveAttribute('maxlength', '10');
    await userEvent.upload(
      screen.getByLabelText(/^PDF Document/),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Only PDF documents can be uploaded.')).toBeInTheDocument();
  });

  it('marks the newest version active and downloads a version by tac and req', async () => {
    const calls = mockWire((f) => (f.tacversions ? { body: VERSIONS } : { body: '%PDF-1.4' }));
    URL.createObjectURL = jest.fn(() => 'blob:doc');
    URL.revokeObjectURL = jest.fn();
    renderScreen(<TermsDocumentPage page={TERMS_UPLOAD_PAGES[1]} />);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download version 2024.1' }));
    await screen.findByText('2024.1');
    const download = calls.find((c) => c.fields.req)!;
    expect(download.fields).toMatchObject({ tac: '2', req: '3' });
  });
});
