import { Form } from 'react-final-form';
import { z } from 'zod';
import { newPassword, validateWithSchema } from '@dss/contract';
import { passwordChanged, sha512Hex, shellApi } from '@dss/api';
import { Alert, Button, PasswordField, Stack, Text, useSubmit } from '@dss/ui';
import { useAppDispatch } from '../app/hooks';
import { GuestLayout } from '../login/GuestLayout';
import { useLogout } from '../login/useLogout';

const changePasswordForm = z
  .object({
    current: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.'),
    password: newPassword(),
    confirm: z.string({ error: 'Please repeat the new password.' }).min(1, 'Please repeat the new password.'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' });
type ChangePasswordValues = z.input<typeof changePasswordForm>;

/**
 * Beyond the spec, as its note asks: a staff member signed in with the default or a reset
 * password chooses their own before anything else.
 */
export function ChangePasswordPage() {
  const [change] = shellApi.useShellChangePasswordMutation();
  const dispatch = useAppDispatch();
  const submit = useSubmit();
  const logout = useLogout();

  async function onSubmit(values: ChangePasswordValues) {
    const answer = await change({ current: await sha512Hex(values.current), p: await sha512Hex(values.password) });
    const result = await submit(answer, {
      success: { title: 'Password changed', text: 'Your new password is saved.' },
      failure: 'Password not changed',
    });
    if (result.ok) dispatch(passwordChanged());
    return result.errors;
  }

  return (
    <GuestLayout title="Choose a new password">
      <Text mb="4">You signed in with a default or reset password. Please choose your own password to continue.</Text>
      <Form<ChangePasswordValues>
        subscription={{ submitting: true, invalid: true }}
        onSubmit={onSubmit}
        validate={validateWithSchema(changePasswordForm)}
        render={({ handleSubmit, submitting, invalid }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <PasswordField name="current" label="Current password" autoComplete="current-password" required />
              <PasswordField name="password" label="New password (6 to 30 characters)" autoComplete="new-password" required />
              <PasswordField name="confirm" label="Repeat new password" autoComplete="new-password" required />
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>Passwords are stored only as a salted hash.</Alert.Description>
              </Alert.Root>
              <Button type="submit" colorPalette="teal" disabled={invalid} loading={submitting}>
                Save new password
              </Button>
              {/* Not the right person, or not now: the way out without choosing a password. */}
              <Button variant="outline" onClick={logout}>
                Logout
              </Button>
            </Stack>
          </form>
        )}
      />
    </GuestLayout>
  );
}
