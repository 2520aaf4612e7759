import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  FieldFrame,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  useField,
  visibleError,
  Flex,
} from '@dss/ui';

/** Outer postcodes typed one at a time and listed as removable tags (the list defaults to E7). */
export function PostcodeListField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<string[]>(name);
  const list = Array.isArray(input.value) ? input.value : [];
  const [typed, setTyped] = useState('');
  const add = () => {
    const pc = typed.trim().toUpperCase();
    if (pc === '' || list.includes(pc)) return setTyped('');
    input.onChange([...list, pc]);
    input.onBlur();
    setTyped('');
  };
  return (
    <FieldFrame
      label={label}
      required
      helperText="Outer postcodes only, for example E7."
      error={visibleError({ ...meta, touched: true })}
    >
      {(links) => (
        <>
          <HStack maxW="sm">
            <Input
              {...links}
              value={typed}
              maxLength={4}
              placeholder="E7"
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              onFocus={input.onFocus}
            />
            <Button variant="outline" onClick={add}>
              Add
            </Button>
          </HStack>
          <Flex wrap="wrap" gap="2" mt="2" role="list" aria-label={`Chosen ${label.toLowerCase()}`}>
            {list.map((pc) => (
              <Badge key={pc} role="listitem" size="lg" colorPalette="teal" variant="subtle">
                {pc}
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Remove ${pc}`}
                  onClick={() => {
                    input.onChange(list.filter((p) => p !== pc));
                    input.onBlur();
                  }}
                >
                  ×
                </IconButton>
              </Badge>
            ))}
          </Flex>
        </>
      )}
    </FieldFrame>
  );
}

/**
 * A list of ids chosen with check boxes. `primary` is the option every record has (English among
 * the teaching languages): listed first, marked primary, ticked and locked.
 */
export function CheckboxListField({
  name,
  label,
  options,
  primary,
}: {
  name: string;
  label: string;
  options: { value: number; label: string }[];
  primary?: number;
}) {
  const { input, meta } = useField<number[]>(name);
  const chosen = Array.isArray(input.value) ? input.value : [];
  const toggle = (id: number, on: boolean) => {
    input.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
    input.onBlur();
  };
  const listed = [...options.filter((o) => o.value === primary), ...options.filter((o) => o.value !== primary)];
  return (
    <FieldFrame label={label} required error={visibleError({ ...meta, touched: meta.touched || meta.modified })}>
      {(links) => (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" role="group" aria-labelledby={`${links.id}-label`}>
          {listed.map((o) => {
            const isPrimary = o.value === primary;
            return (
              <Checkbox.Root
                key={o.value}
                // Each box its own ids: inside the field Ark would give them all the field's label and control ids.
                ids={{ label: `${links.id}-${o.value}-label`, hiddenInput: `${links.id}-${o.value}` }}
                checked={isPrimary || chosen.includes(o.value)}
                disabled={isPrimary}
                onCheckedChange={(d) => toggle(o.value, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{isPrimary ? `${o.label} (primary)` : o.label}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
      )}
    </FieldFrame>
  );
}
