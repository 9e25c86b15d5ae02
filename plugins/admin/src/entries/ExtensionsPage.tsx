import { lazy } from 'react';

/* The extensions screen, loaded when its route is first visited (see TablesPage's entry). */
const Screen = lazy(async () => ({
  default: (await import('../extensions/ExtensionsPage.js')).ExtensionsPage,
}));

export default function ExtensionsEntry() {
  return <Screen />;
}
