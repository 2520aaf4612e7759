import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { sha512Hex, shellApi, signedIn } from '@dss/api';
import { Alert, Button, Flex, PasswordField, Stack, Text, TextField } from '@dss/ui';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { homePathFor } from '../routing/home-path';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GuestLayout } from './GuestLayout';
import { loginFailureText, MARKETING_LINE, SESSION_ENDED_TEXT, UNKNOWN_ERROR_TEXT } from './login-messages';

interface LoginValues {
  loginid?: string;
  password?: string;
}

function validate(values: LoginValues) {
  const errors: Record<string, string> = {};
  if (!values.loginid) errors.loginid = 'User ID is required.';
  else if (!/^\d+$/.test(values.loginid)) errors.loginid = 'User ID must be a number.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

export function LoginPage() {
  const [login] = shellApi.useShellLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const endedByServer = useAppSelector((s) => s.session.endedByServer);
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  async function onSubmit(values: LoginValues) {
    setFailure(null);
    // The password leaves the browser only as its SHA-512 digest (document 1 §5).
    const p = await sha512Hex(values.password ?? '');
    const answer = await login({ loginid: values.loginid ?? '', p });
    const result = 'data' in answer ? answer.data?.result : undefined;
    if (result?.code === 1 && result.data) {
      dispatch(signedIn(result.data));
      navigate(homePathFor(result.data), { replace: true });
    } else {
      setFailure(result ? loginFailureText(result.text) : UNKNOWN_ERROR_TEXT);
    }
  }

  return (
    <GuestLayout title="Office sign in">
      <Text color="gray.600" mb="6" fontStyle="italic">
        {MARKETING_LINE}
      </Text>
      {endedByServer && !failure && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>{SESSION_ENDED_TEXT}</Alert.Title>
        </Alert.Root>
      )}
      {failure && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Form<LoginValues>
        subscription={{ submitting: true }}
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <TextField name="loginid" label="User ID" inputMode="numeric" autoComplete="username" required />
              <PasswordField name="password" label="Password" autoComplete="current-password" required />
              <Button type="submit" colorPalette="teal" loading={submitting} loadingText="Signing in">
                Sign In
              </Button>
            </Stack>
          </form>
        )}
      />
      <Flex justify="space-between" align="center" mt="6" gap="3" wrap="wrap">
        <Button variant="plain" color="teal.700" px="0" onClick={() => setForgotOpen(true)}>
          Forgot Password?
        </Button>
        <Button variant="outline" size="sm" onClick={() => navigate('/accountsetup')}>
          Licence Activation &amp; Administrator Setup
        </Button>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </GuestLayout>
  );
}
