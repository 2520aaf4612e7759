import type { ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

type Values = Record<string, string | undefined>;

interface TestFormProps {
  children: ReactNode;
  validate?(values: Values): ValidationErrors;
  initialValues?: Values;
  onSubmit?(values: Values): void;
}

/** A react-final-form form with a Save button, for testing field components. */
export function TestForm({ children, validate, initialValues, onSubmit = () => {} }: TestFormProps) {
  return (
    <Form<Values>
      subscription={{}}
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} aria-label="Test form">
          {children}
          <button type="submit">Save</button>
        </form>
      )}
    />
  );
}
