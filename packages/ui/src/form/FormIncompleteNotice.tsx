import { Alert, Box, Link, Stack } from '@chakra-ui/react';
import { ARRAY_ERROR } from 'final-form';
import { useLayoutEffect, useRef, useState } from 'react';
import { useFormState } from 'react-final-form';
import { HTTP_ERROR_TEXT, isRecord } from '@dss/contract';

export const FORM_INCOMPLETE_TEXT = HTTP_ERROR_TEXT.invalid;

interface FieldError {
  /** final-form's path of the field, e.g. 'vehicles[0].make'. */
  path: string;
  message: string;
}

interface Missing extends FieldError {
  /** The field's control, when the form shows it. */
  control?: HTMLElement;
  label?: string;
}

/** Every message in final-form's errors, nested objects and arrays included, with its field's path. */
function flatten(errors: unknown, path = ''): FieldError[] {
  if (typeof errors === 'string') return errors ? [{ path, message: errors }] : [];
  if (Array.isArray(errors)) {
    // A message about the whole array (e.g. "add a vehicle") rides on the array itself.
    const own: unknown = isRecord(errors) ? errors[ARRAY_ERROR] : undefined;
    return [...flatten(own, path), ...errors.flatMap((item, index) => flatten(item, `${path}[${index}]`))];
  }
  if (errors && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([key, item]) => flatten(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The field's control in the form: the first element named by its path, or else the one with that id. */
function controlOf(form: HTMLFormElement, path: string): HTMLElement | undefined {
  // Compared as attributes rather than in a selector, so paths need no CSS escaping.
  const named = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((el) => el.getAttribute('name') === path);
  const byId = form.ownerDocument.getElementById(path);
  return named ?? (byId && form.contains(byId) ? byId : undefined);
}

/** Form controls (inputs, selects, text areas, buttons…) list the labels that name them. */
function isLabelable(control: HTMLElement): control is HTMLElement & Pick<HTMLInputElement, 'labels'> {
  return 'labels' in control;
}

/** The label the field shows (without its required mark), or its aria-label. */
function labelOf(control: HTMLElement): string | undefined {
  const labels = isLabelable(control) ? control.labels : null;
  const text = labels?.[0]?.textContent || control.getAttribute('aria-label') || '';
  return text.replace(/\*\s*$/, '').trim() || undefined;
}

/**
 * The errors with the fields they belong to. The fields found are put in the order the form shows
 * them; an error whose field is not on the page keeps its place among the others.
 */
function locate(form: HTMLFormElement | null, errors: unknown): Missing[] {
  const missing: Missing[] = flatten(errors).map((error) => {
    const control = form ? controlOf(form, error.path) : undefined;
    return control ? { ...error, control, label: labelOf(control) } : error;
  });
  const onPage = missing
    .filter((entry): entry is Missing & { control: HTMLElement } => entry.control !== undefined)
    .sort((a, b) => (a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  let next = 0;
  return missing.map((entry) => (entry.control ? (onPage[next++] ?? entry) : entry));
}

function focusField(control: HTMLElement) {
  control.focus({ preventScroll: true });
  // Centred, so the field's label above it is in view too.
  control.scrollIntoView({ block: 'center' });
}

/**
 * Shown inside a react-final-form form once it has been edited but is not yet valid: the spec's
 * sentence, then what is missing, each field's entry moving focus to it. Fields show their own
 * messages only once touched, so this list is where the clerk learns which fields hold the form up.
 */
export function FormIncompleteNotice() {
  const { errors, dirty, invalid } = useFormState({ subscription: { errors: true, dirty: true, invalid: true } });
  const shown = dirty && invalid;
  const ref = useRef<HTMLDivElement>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  // Read from the page once it is drawn, so a field that appears together with its error is found.
  useLayoutEffect(() => {
    setMissing(shown ? locate(ref.current?.closest('form') ?? null, errors) : []);
  }, [shown, errors]);
  if (!shown) return null;
  return (
    <Stack ref={ref} gap="1">
      {/* A polite status rather than Chakra's default role="alert": it appears while typing. */}
      <Alert.Root status="warning" role="status" size="sm">
        <Alert.Indicator />
        <Alert.Title>{FORM_INCOMPLETE_TEXT}</Alert.Title>
      </Alert.Root>
      {/* Outside the status, so a screen reader does not read the whole list out at each keystroke. */}
      {missing.length > 0 ? (
        <Box as="ul" aria-label="Missing or invalid fields" listStyleType="disc" ps="5" fontSize="sm" overflowWrap="anywhere">
          {missing.map(({ path, message, control, label }) => {
            const text = label ? `${label}: ${message}` : message;
            return (
              <li key={path}>
                {control ? (
                  <Link asChild variant="underline" color="teal.700" textAlign="start">
                    <button type="button" onClick={() => focusField(control)}>
                      {text}
                    </button>
                  </Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </Box>
      ) : null}
    </Stack>
  );
}
