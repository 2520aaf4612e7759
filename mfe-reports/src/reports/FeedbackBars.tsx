import { useId } from 'react';
import type { FeedbackQuestionRow } from '@dss/contract';
import { Box, HStack, Heading, Stack, Text } from '@dss/ui';
import { NO_DATA_PROVIDED } from './ReportTable';
import { feedbackColour, feedbackPercent } from './report-figures';

const BAR_COLOURS = { green: '#16a34a', lime: '#84cc16', yellow: '#facc15', orange: '#f97316', red: '#dc2626' } as const;

/** One progress bar per question (or group): ceil(20 × ratings_total / no_of_ratings)% in the colour of its band (document 3 §9). */
export function FeedbackBars({ title, rows }: { title: string; rows: readonly FeedbackQuestionRow[] }) {
  const headingId = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="sm" id={headingId}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{NO_DATA_PROVIDED}</Text>
      ) : (
        rows.map((row) => {
          const percent = feedbackPercent(row.ratings_total, row.no_of_ratings);
          const colour = feedbackColour(percent);
          return (
            <Stack key={row.quest_text} gap="1">
              <HStack justify="space-between">
                <Text fontSize="sm">{row.quest_text}</Text>
                <Text fontSize="sm" fontWeight="semibold">
                  {percent}% ({row.no_of_ratings} ratings)
                </Text>
              </HStack>
              <Box
                role="progressbar"
                aria-label={row.quest_text}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                data-colour={colour}
                h="3"
                bg="gray.200"
                borderRadius="sm"
                overflow="hidden"
              >
                <Box h="full" w={`${Math.min(percent, 100)}%`} bg={BAR_COLOURS[colour]} className="print-colour" />
              </Box>
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
