import { FieldFrame, Input, useField, visibleError } from '@dss/ui';

/**
 * A PDF chosen from disk, bound to a react-final-form field whose value is the File (the
 * contract's pdfFile checks it: required, a PDF, under 4,000,000 bytes).
 */
export function PdfFileField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { input, meta } = useField<File | undefined>(name);
  const file = input.value instanceof File ? input.value : undefined;
  return (
    <FieldFrame
      label={label}
      required={required}
      error={visibleError({ ...meta, touched: meta.touched || meta.modified })}
      helperText={file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'PDF only, less than 4 MB.'}
    >
      {(links) => (
        <Input
          {...links}
          // A cleared value (the form was reset) remounts the input, which empties it.
          key={file ? 'chosen' : 'empty'}
          type="file"
          accept="application/pdf,.pdf"
          name={name}
          p="1"
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          onChange={(e) => {
            input.onChange(e.target.files?.[0] ?? undefined);
            input.onBlur();
          }}
        />
      )}
    </FieldFrame>
  );
}
