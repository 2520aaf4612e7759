import type { ComponentType } from 'react';
import { Text } from '@chakra-ui/react';
import { PageHeader } from './PageHeader';

/**
 * The page a remote shows for a route of the route table whose screen is still being built:
 * it names the screen, so guards, titles and navigation work end to end in the meantime.
 */
export function screenInPreparation(title: string): ComponentType {
  function ScreenInPreparation() {
    return (
      <>
        <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: '/dashboard/home' }, { label: title }]} />
        <Text color="gray.600">The {title} screen is being prepared and will be available in a coming release.</Text>
      </>
    );
  }
  return ScreenInPreparation;
}
