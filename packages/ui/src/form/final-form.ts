// react-final-form as the UI kit uses it. Remotes import Form and the hooks from here, so their
// forms and the kit's fields share the one react-final-form of the @dss/ui singleton: a remote's
// own copy would give its <Form> a context the kit's fields cannot see.
export { Form, FormSpy, useField, useForm, useFormState } from 'react-final-form';
