import { useState, type ReactNode } from 'react';
import { REGISTER_SECTIONS as SECTION_FIELDS, type RegisterSection } from '@dss/contract';
import { Box, chakra, Flex, Icon, Stack, Text, useFormState } from '@dss/ui';
import { SECTION_INVALID, SECTION_TITLES, SECTION_VALID, sectionStatus, type SectionStatus } from './sections';

const STATUS_TEXT: Record<SectionStatus, string> = { 0: 'not started', 1: 'complete', 2: 'has errors' };

/** The status icon of a section: neutral circle (untouched), check (valid), alert (invalid). */
export function SectionStatusIcon({ status }: { status: SectionStatus }) {
  const colour = status === SECTION_VALID ? 'green.600' : status === SECTION_INVALID ? 'red.600' : 'gray.400';
  return (
    <Icon boxSize="5" color={colour} data-status={status} aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="10" />
        {status === SECTION_VALID ? <path d="M7 12.5l3.2 3.2L17 9" /> : null}
        {status === SECTION_INVALID ? (
          <>
            <path d="M12 7v6" />
            <path d="M12 16.5v.5" />
          </>
        ) : null}
      </svg>
    </Icon>
  );
}

const Details = chakra('details');
const Summary = chakra('summary');

/** A section's panel with its status icon, which follows the form's errors and visited fields. */
export function FormSection({
  section,
  defaultOpen,
  children,
}: {
  section: RegisterSection;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const { errors, modified } = useFormState({ subscription: { errors: true, modified: true } });
  // Leaving any field of the section counts as visiting it (the form's own visited map does not
  // reach form-state subscribers in this final-form version); changing a value does too.
  const [left, setLeft] = useState(false);
  const visited = Object.fromEntries(SECTION_FIELDS[section].map((f) => [f, left]));
  const status = sectionStatus(section, errors, { ...visited, ...modified });
  return (
    <SectionPanel title={SECTION_TITLES[section]} status={status} defaultOpen={defaultOpen} onLeave={() => setLeft(true)}>
      {children}
    </SectionPanel>
  );
}

/**
 * One expansion panel of Register Instructor: a summary with the section's title and status
 * icon, opening to its fields. The fields stay mounted while closed, so their values and
 * errors count towards the section's status.
 */
export function SectionPanel({
  title,
  status,
  defaultOpen = false,
  onLeave,
  children,
}: {
  title: string;
  status?: SectionStatus;
  defaultOpen?: boolean;
  /** Called when focus leaves a field of the panel. */
  onLeave?(): void;
  children: ReactNode;
}) {
  return (
    <Details
      open={defaultOpen || undefined}
      onBlur={(e) => {
        if (onLeave && e.target !== e.currentTarget && e.target.tagName !== 'SUMMARY') onLeave();
      }}
      borderWidth="1px"
      rounded="md"
      bg="bg"
      data-section={title}
    >
      <Summary cursor="pointer" px="4" py="3" fontWeight="semibold" _hover={{ bg: 'bg.subtle' }}>
        <Flex as="span" display="inline-flex" align="center" gap="3" verticalAlign="middle">
          {status !== undefined ? <SectionStatusIcon status={status} /> : null}
          <Text as="span">{title}</Text>
          {status !== undefined ? (
            <Text as="span" srOnly>
              ({STATUS_TEXT[status]})
            </Text>
          ) : null}
        </Flex>
      </Summary>
      <Box px="4" pb="4" pt="2">
        <Stack gap="4">{children}</Stack>
      </Box>
    </Details>
  );
}
