import { Alert } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';
import { HTTP_ERROR_TEXT } from '@dss/contract';

export const FORM_INCOMPLETE_TEXT = HTTP_ERROR_TEXT.invalid;

/** Shown inside a react-final-form form once it has been edited but is not yet valid. */
export function FormIncompleteNotice() {
  const { dirty, invalid } = useFormState({ subscription: { dirty: true, invalid: true } });
  if (!dirty || !invalid) return null;
  return (
    // A polite status rather than Chakra's default role="alert": it appears while typing.
    <Alert.Root status="warning" role="status" size="sm">
      <Alert.Indicator />
      <Alert.Title>{FORM_INCOMPLETE_TEXT}</Alert.Title>
    </Alert.Root>
  );
}
