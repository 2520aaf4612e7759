import type { ComponentType } from 'react';
import { routesOf } from '@dss/contract';
import { screenInPreparation } from '@dss/ui';

/** The screens of the routes this app owns in the route table, by route path. */
export const screens: Record<string, ComponentType> = Object.fromEntries(
  routesOf('bookings').map((route) => [route.path, screenInPreparation(route.title)]),
);
