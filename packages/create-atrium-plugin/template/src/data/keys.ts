import { defineResource } from '@atrium/plugin-api';

/** What the plugin's server part answers: a resource its manifest declares. */
export const status = defineResource('my-plugin-status');

export const statusKeys = {
  current: () => status.key('current'),
};
