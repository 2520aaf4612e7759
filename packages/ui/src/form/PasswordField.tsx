import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { FieldFrame } from './FieldFrame';
import { useTextFieldBinding } from './useTextFieldBinding';

export interface PasswordFieldProps {
  name: string;
  label: string;
  helperText?: string;
  maxLength?: number;
  /** Show "typed/maxLength" under the field (needs maxLength). */
  counter?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** 'current-password' for sign-in, 'new-password' when setting one. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = 'current-password', ...field }: PasswordFieldProps) {
  const { frame, control } = useTextFieldBinding(field);
  const [visible, setVisible] = useState(false);
  const { disabled } = field;
  return (
    <FieldFrame {...frame}>
      {(links) => (
        <InputGroup
          endElement={
            <IconButton
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-controls={links.id}
              size="xs"
              variant="ghost"
              me="-2"
              disabled={disabled}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          }
        >
          <Input {...links} {...control} type={visible ? 'text' : 'password'} autoComplete={autoComplete} />
        </InputGroup>
      )}
    </FieldFrame>
  );
}
