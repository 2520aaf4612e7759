import { Stack, Text, ViewDialog } from '@dss/ui';
import { FORGOT_PASSWORD_MANAGER, FORGOT_PASSWORD_OFFICE } from './login-messages';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <ViewDialog open={open} onClose={onClose} title="Forgot Password" maxWidth={500}>
      <Stack gap="3">
        <Text>{FORGOT_PASSWORD_OFFICE}</Text>
        <Text>{FORGOT_PASSWORD_MANAGER}</Text>
      </Stack>
    </ViewDialog>
  );
}
