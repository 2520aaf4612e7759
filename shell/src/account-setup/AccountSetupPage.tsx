import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  accountSetupForm,
  HTTP_ERROR_TEXT,
  LICENCE_KEY_LENGTH,
  licenceKeyForWire,
  maskLicenceKey,
  SETUP_TITLES,
  validateWithSchema,
  type AccountSetupForm,
} from '@dss/contract';
import { sha512Hex, shellApi } from '@dss/api';
import {
  Alert,
  Button,
  FORM_INCOMPLETE_TEXT,
  Link,
  PasswordField,
  SelectField,
  SimpleGrid,
  Stack,
  TextField,
  useAlerts,
} from '@dss/ui';
import { GuestLayout } from '../login/GuestLayout';

const validate = validateWithSchema(accountSetupForm);
const TITLE_OPTIONS = SETUP_TITLES.map((t) => ({ value: t, label: t }));

/** Licence Activation & Administrator Setup (document 3 §2, §5, §7). */
export function AccountSetupPage() {
  const [activate] = shellApi.useShellActivateLicenceMutation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(values: AccountSetupForm) {
    setRefusal(null);
    const answer = await activate({
      title: values.title,
      fname: values.fname,
      mname: values.mname ?? '',
      lname: values.lname,
      mobile: values.mobile,
      inemail: values.inemail,
      licence: licenceKeyForWire(values.licence),
      p: await sha512Hex(values.password),
    });
    const result = 'data' in answer ? answer.data?.result : undefined;
    if (result?.code === 1) {
      await alerts.success('Licence activated', result.text, { stay: true });
      navigate('/', { replace: true });
    } else {
      setRefusal(result?.text ?? HTTP_ERROR_TEXT.internal);
    }
  }

  return (
    <GuestLayout title="Licence Activation & Administrator Setup" maxW="760px">
      {refusal && (
        <Alert.Root status="info" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <Form<AccountSetupForm>
        subscription={{ submitting: true, invalid: true }}
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, invalid }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              {invalid && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{FORM_INCOMPLETE_TEXT}</Alert.Title>
                </Alert.Root>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <SelectField name="title" label="Title" options={TITLE_OPTIONS} placeholder="Select title" required />
                <TextField name="fname" label="First Name" maxLength={40} required />
                <TextField name="mname" label="Middle Name" maxLength={120} />
                <TextField name="lname" label="Surname" maxLength={40} required />
                <TextField name="mobile" label="Mobile" inputMode="numeric" maxLength={11} required />
                <TextField name="inemail" label="E-mail" type="email" maxLength={60} required />
                <PasswordField name="password" label="Password" autoComplete="new-password" maxLength={30} required />
                <TextField
                  name="licence"
                  label="Licence Key"
                  placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
                  parse={maskLicenceKey}
                  maxLength={LICENCE_KEY_LENGTH}
                  autoComplete="off"
                  required
                />
              </SimpleGrid>
              <Button type="submit" colorPalette="teal" disabled={invalid} loading={submitting}>
                Activate Licence
              </Button>
            </Stack>
          </form>
        )}
      />
      <Link asChild mt="6" display="inline-block" color="teal.700">
        <RouterLink to="/">Back to sign in</RouterLink>
      </Link>
    </GuestLayout>
  );
}
