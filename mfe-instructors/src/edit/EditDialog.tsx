import type { ReactNode } from 'react';
import type { ValidationErrors } from 'final-form';
import { Button, PersistentDialog, SimpleGrid, SubmitForm, type SaveAnswer, type SubmitTexts } from '@dss/ui';

/** An Edit Instructor dialog: its form, saved with the spec's texts; a save closes it. */
export function EditDialog<V extends object>({
  title,
  onClose,
  validate,
  save,
  texts,
  submitLabel,
  initialValues,
  maxWidth = 800,
  requireChange = false,
  children,
}: {
  title: string;
  onClose(): void;
  validate(values: V): ValidationErrors;
  save(values: V): Promise<SaveAnswer>;
  texts: SubmitTexts;
  submitLabel: string;
  initialValues?: Partial<V>;
  maxWidth?: number;
  /** Save only once something differs from the record (document 2 §5.12, vehicle info). */
  requireChange?: boolean;
  children: ReactNode;
}) {
  return (
    <PersistentDialog
      open
      onClose={onClose}
      title={title}
      maxWidth={maxWidth}
      scrollable
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <SubmitForm<V>
        validate={validate}
        save={save}
        texts={texts}
        submitLabel={submitLabel}
        initialValues={initialValues}
        resetOnSuccess={false}
        requireChange={requireChange}
        onSaved={onClose}
      >
        {children}
      </SubmitForm>
    </PersistentDialog>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}
