import { useState } from 'react';
import { CALENDAR_FEED_TEXTS as T } from '@dss/contract';
import { Box, Button, formatDateTime, Heading, HStack, Input, Stack, Text, useAlerts, useSubmit } from '@dss/ui';
import { instructorsApi } from '../api/instructors-api';

/** The address given, shown once: the token is not kept anywhere to show it again. */
function GivenAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  };
  return (
    <Stack gap="2">
      <HStack>
        <Input readOnly value={address} aria-label={T.addressLabel} onFocus={(e) => e.currentTarget.select()} />
        <Button colorPalette="teal" variant="outline" onClick={() => void copy()}>
          {copied ? T.copied : T.copy}
        </Button>
      </HStack>
      <Text fontSize="sm">{T.note}</Text>
    </Stack>
  );
}

/**
 * Edit Instructor's Calendar feed (docs/decisions/instructor-calendar-feeds.md): gives the
 * instructor a private iCalendar address, replacing any earlier one, or stops the feed. The
 * section says whether a feed is live and since when; the address is shown only when given.
 */
export function CalendarFeedSection({ adiId }: { adiId: number }) {
  const { data } = instructorsApi.useInstructorsCalendarFeedQuery({ adiid: adiId });
  const [give, { isLoading: giving }] = instructorsApi.useInstructorsIssueCalendarFeedMutation();
  const [stop, { isLoading: stopping }] = instructorsApi.useInstructorsStopCalendarFeedMutation();
  const [address, setAddress] = useState<string | null>(null);
  const submit = useSubmit();
  const alerts = useAlerts();

  const onGive = async () => {
    if (data?.live && !(await alerts.confirm('Please confirm', T.replaceWarning, { confirmLabel: T.give }))) return;
    const answer = await give({ adiid: adiId });
    const result = await submit(answer, { success: T.given, failure: T.giveFailed });
    setAddress(result.ok && answer.data ? new URL(answer.data.path, window.location.origin).href : null);
  };
  const onStop = async () => {
    if (!(await alerts.confirm('Please confirm', T.confirmStop, { confirmLabel: T.stop }))) return;
    const result = await submit(await stop({ adiid: adiId }), { success: T.stopped, failure: T.stopFailed });
    if (result.ok) setAddress(null);
  };

  return (
    <Box as="section" aria-label={T.title} borderWidth="1px" rounded="md" p="4" bg="bg">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.title}
        </Heading>
        {data ? <Text>{data.live && data.since ? `${T.liveSince} ${formatDateTime(data.since)}.` : T.none}</Text> : null}
        {address ? <GivenAddress address={address} /> : null}
        <HStack>
          <Button colorPalette="teal" loading={giving} disabled={!data} onClick={() => void onGive()}>
            {T.give}
          </Button>
          {data?.live ? (
            <Button colorPalette="red" variant="outline" loading={stopping} onClick={() => void onStop()}>
              {T.stop}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
