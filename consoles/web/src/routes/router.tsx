import type { RouteObject } from 'react-router';
import type { Edition } from '../config/edition';
import { AppLayout, type RouteHandle } from '../layout/AppLayout';
import { RouteFrame } from './RouteFrame';
import { routesFor } from './table';

/** React Router's configuration, generated from the route table for one edition. */
export function appRoutes(edition: Edition): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: routesFor(edition).map((route) => ({
        path: route.path,
        element: <RouteFrame route={route} />,
        handle: { route } satisfies RouteHandle,
      })),
    },
  ];
}
