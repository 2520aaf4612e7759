import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instructorActions } from '@dss/contract';
import { answer, mockWire, refuse, renderScreen } from '@dss/test-support';
import { instructorDocuments } from '../test-support/instructors';
import { InstructorDocuments } from './InstructorDocuments';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

// pdf.js needs canvas and DOMMatrix, which jsdom lacks: the kit's viewer is replaced by one that
// names what it was given (the viewer itself is tested in @dss/ui).
jest.mock('@dss/ui', () => ({
  ...jest.requireActual<object>('@dss/ui'),
  PdfViewer: ({ file, title }: { file: Blob; title: string }) => <section aria-label={title}>{`${file.size} bytes`}</section>,
}));

describe("Edit Instructor's documents", () => {
  it('lists the documents on file, current and replaced, with their vehicle, file and who added them', async () => {
    const wire = mockWire(answer(instructorActions.instructorDocuments, () => instructorDocuments()));
    renderScreen(<InstructorDocuments adiId={7} />);
    const table = await screen.findByRole('table', { name: 'Instructor documents' });
    const mot = await within(table).findByRole('row', { name: /MOT certificate/ });
    expect(mot).toHaveTextContent('LD21 ABC');
    expect(mot).toHaveTextContent('mot.pdf (2 KB)');
    expect(mot).toHaveTextContent('Clara Clerk');
    expect(mot).toHaveTextContent('Current');
    expect(within(table).getByRole('row', { name: /Proof of address 1/ })).toHaveTextContent('Replaced');
    expect(wire.sent(instructorActions.instructorDocuments)).toEqual([{ instructordocuments: '1', id: '7' }]);
  });

  it('opens a document in the PDF viewer, read by the instructor and document ids', async () => {
    const wire = mockWire(
      answer(instructorActions.instructorDocuments, () => instructorDocuments()),
      answer(instructorActions.instructorDocument, () => ({ file: PDF, fileName: 'A7-41.pdf' })),
    );
    renderScreen(<InstructorDocuments adiId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: /^View MOT certificate of LD21 ABC/ }));
    const dialog = await screen.findByRole('dialog', { name: 'MOT certificate - LD21 ABC' });
    expect(await within(dialog).findByRole('region', { name: 'MOT certificate - LD21 ABC (mot.pdf)' })).toHaveTextContent(
      `${PDF.length} bytes`,
    );
    expect(wire.sent(instructorActions.instructorDocument)).toEqual([{ instructordocument: '1', id: '7', doc: '41' }]);
  });

  it('says so when a document cannot be read', async () => {
    mockWire(
      answer(instructorActions.instructorDocuments, () => instructorDocuments()),
      answer(instructorActions.instructorDocument, () => refuse(404, 'Document not found.')),
    );
    renderScreen(<InstructorDocuments adiId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: /^View Proof of address 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of address 1' });
    expect(await within(dialog).findByText('The document could not be loaded. Please try again.')).toBeInTheDocument();
  });
});
