import { useState } from 'react';
import { Button, Card, Heading, Stack } from '@dss/ui';
import { TERMS_KINDS, type TermsKind } from '@dss/contract';
import { TermsDocumentDialog } from './TermsDocumentDialog';

export function TermsPanel() {
  const [openKind, setOpenKind] = useState<TermsKind | null>(null);
  return (
    <Card.Root size="sm" variant="outline" bg="white">
      <Card.Header>
        <Heading as="h2" size="md">
          Terms &amp; Conditions
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="1" align="flex-start">
          {TERMS_KINDS.map(({ kind, title }) => (
            <Button
              key={kind}
              variant="plain"
              color="teal.700"
              fontSize="md"
              fontWeight="normal"
              px="0"
              h="auto"
              py="0.5"
              // long titles wrap inside the panel like the link panels' entries
              whiteSpace="normal"
              lineHeight="1.5"
              textAlign="start"
              onClick={() => setOpenKind(kind)}
            >
              {title}
            </Button>
          ))}
        </Stack>
      </Card.Body>
      {TERMS_KINDS.map(({ kind, title }) => (
        <TermsDocumentDialog key={kind} kind={kind} title={title} open={openKind === kind} onClose={() => setOpenKind(null)} />
      ))}
    </Card.Root>
  );
}
