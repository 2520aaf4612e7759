import { RATING_MAX, RATING_MIN } from '@dss/contract';
import { chakra, HStack, Icon, Text } from '@dss/ui';

// Ratings 1 to 5 are shown as faces (document 2 §5.14), from a deep frown to a broad smile.

/** What each rating means to the person asked (docs/decisions/feedback-screens.md). */
export const RATING_LABELS: Record<number, string> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'Average',
  4: 'Good',
  5: 'Excellent',
};

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

const MOUTHS: Record<number, string> = {
  1: 'M8 17.5q4-4.5 8 0',
  2: 'M8.5 16.5q3.5-2 7 0',
  3: 'M8.5 15.5h7',
  4: 'M8.5 14.5q3.5 2.5 7 0',
  5: 'M7.5 14q4.5 5 9 0',
};
const COLOURS: Record<number, string> = {
  1: 'red.600',
  2: 'orange.600',
  3: 'yellow.600',
  4: 'green.500',
  5: 'green.700',
};

/** One face, drawn inline; decorative, since its control or its number carries the meaning. */
function Face({ rating, size = '6' }: { rating: number; size?: string }) {
  return (
    <Icon aria-hidden focusable={false} boxSize={size} color={COLOURS[rating] ?? 'fg.muted'}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <circle cx="12" cy="12" r="10" />
        <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.6" />
        <path d={MOUTHS[rating] ?? MOUTHS[3]} />
      </svg>
    </Icon>
  );
}

/** An average rating: the nearest face and the average to two places, or 'No ratings'. */
export function AverageRating({ average, face, count }: { average: number; face: number; count: number }) {
  if (count === 0) return <Text color="fg.muted">No ratings</Text>;
  return (
    <HStack gap="1.5" title={`Average rating: ${RATING_LABELS[face] ?? ''}`}>
      <Face rating={face} />
      <Text as="span">{average.toFixed(2)}</Text>
    </HStack>
  );
}

/** A single rating as given: its face, its label and its number. */
export function GivenRating({ rating }: { rating: number }) {
  return (
    <HStack gap="1.5">
      <Face rating={rating} />
      <Text as="span">
        {RATING_LABELS[rating]} ({rating})
      </Text>
    </HStack>
  );
}

/**
 * One question rated with faces: a native radio group under the question as its legend, so it is
 * reached with Tab, changed with the arrow keys, and each face is read out by its label.
 */
export function FaceRating({
  name,
  question,
  value,
  onChange,
  disabled,
}: {
  name: string;
  question: string;
  value: number | undefined;
  onChange(rating: number): void;
  disabled?: boolean;
}) {
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" px="4" pb="3" pt="1" minW="0" disabled={disabled}>
      <chakra.legend px="1" fontWeight="medium">
        {question}
      </chakra.legend>
      <HStack gap={{ base: '1', sm: '3' }} wrap="wrap">
        {RATINGS.map((rating) => {
          const checked = value === rating;
          return (
            <chakra.label
              key={rating}
              position="relative"
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              minW="4.5rem"
              px="2"
              py="1.5"
              borderRadius="md"
              borderWidth="2px"
              borderColor={checked ? 'teal.600' : 'transparent'}
              bg={checked ? 'teal.50' : undefined}
              cursor={disabled ? 'not-allowed' : 'pointer'}
              _hover={disabled || checked ? undefined : { bg: 'bg.muted' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
                aria-label={`${RATING_LABELS[rating]} (${rating} of ${RATING_MAX})`}
                position="absolute"
                opacity={0}
                w="1px"
                h="1px"
                overflow="hidden"
              />
              <Face rating={rating} size="8" />
              <Text as="span" fontSize="xs" fontWeight={checked ? 'semibold' : 'normal'}>
                {RATING_LABELS[rating]}
              </Text>
            </chakra.label>
          );
        })}
      </HStack>
    </chakra.fieldset>
  );
}
