import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../navigation/Breadcrumbs';

export interface PageHeaderProps {
  title: string;
  /** The trail above the title; usually starts with Dashboard. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons shown at the right of the title, e.g. Load or Refresh. */
  actions?: ReactNode;
}

/** The top of every screen: breadcrumbs, then the page heading. */
export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Stack gap="2" mb="6">
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="xl" fontWeight="semibold">
          {title}
        </Heading>
        {actions ? <Flex gap="2">{actions}</Flex> : null}
      </Flex>
    </Stack>
  );
}
