import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { renderWithUi } from '../test-utils/renderWithUi';
import { PdfViewer } from './PdfViewer';

// pdf.js needs canvas, DOMMatrix and a worker, none of which jsdom has. This stand-in
// "loads" a three-page document (or fails for the URL 'broken.pdf') and draws page numbers.
jest.mock('react-pdf', () => ({
  Document({
    file,
    onLoadSuccess,
    error,
    children,
  }: {
    file: unknown;
    onLoadSuccess(d: { numPages: number }): void;
    error: ReactNode;
    children: ReactNode;
  }) {
    const broken = file === 'broken.pdf';
    useEffect(() => {
      if (!broken) onLoadSuccess({ numPages: 3 });
    }, [broken, onLoadSuccess]);
    return broken ? error : children;
  },
  Page({ pageNumber }: { pageNumber: number }) {
    return <p>Page content {pageNumber}</p>;
  },
}));

describe('PdfViewer', () => {
  it('shows the empty text when there is no file', () => {
    renderWithUi(<PdfViewer file={null} title="Instructor's Terms & Conditions" emptyText="No document uploaded yet" />);
    expect(screen.getByRole('region', { name: "Instructor's Terms & Conditions" })).toHaveTextContent('No document uploaded yet');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('pages through a document', async () => {
    const user = userEvent.setup();
    renderWithUi(<PdfViewer file={new Blob(['%PDF-1.7'], { type: 'application/pdf' })} />);

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Page content 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Page content 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('starts a new document at its first page', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUi(<PdfViewer file="first.pdf" />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    rerender(<PdfViewer file="second.pdf" />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('leaves the caller’s buffer intact', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    renderWithUi(<PdfViewer file={bytes.buffer} />);
    await screen.findByText('Page 1 of 3');
    expect(bytes.buffer.byteLength).toBe(4);
  });

  it('shows an error when the document cannot be read', async () => {
    renderWithUi(<PdfViewer file="broken.pdf" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be displayed. Please try again.');
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });
});
