import { Icon, type IconProps } from '@chakra-ui/react';

// Small stroke icons drawn inline, so the suite needs no icon library. All are
// decorative: the controls that hold them carry the accessible name.
function strokeIcon(paths: string[]) {
  return function StrokeIcon(props: IconProps) {
    return (
      <Icon aria-hidden focusable={false} {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };
}

export const SuccessIcon = strokeIcon(['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z', 'm8 12 3 3 5-6']);
export const ErrorIcon = strokeIcon(['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z', 'm15 9-6 6', 'm9 9 6 6']);
export const InfoIcon = strokeIcon(['M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z', 'M12 16v-4', 'M12 8h.01']);
export const QuestionIcon = strokeIcon([
  'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
]);
export const EyeIcon = strokeIcon(['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z']);
export const EyeOffIcon = strokeIcon([
  'M9.9 4.2A10.4 10.4 0 0 1 12 4c6.5 0 10 8 10 8a17 17 0 0 1-2.2 3.2',
  'M6.6 6.6A17 17 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6',
  'M14.1 14.1a3 3 0 0 1-4.2-4.2',
  'm2 2 20 20',
]);
export const ChevronLeftIcon = strokeIcon(['m15 18-6-6 6-6']);
export const ChevronRightIcon = strokeIcon(['m9 18 6-6-6-6']);
export const CalendarIcon = strokeIcon([
  'M8 2v4',
  'M16 2v4',
  'M3 10h18',
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
]);
