import { lazy } from 'react';

/*
 * The columns screen, loaded when its route is first visited, through this small module for the
 * reason entries/TablesPage.tsx gives.
 */
const Screen = lazy(async () => ({
  default: (await import('../columns/TableColumnsPage.js')).TableColumnsPage,
}));

export default function TableColumnsEntry() {
  return <Screen />;
}
