import { defineResource } from '@atrium/plugin-api';

/** The greeting the plugin's own server part answers: a resource it declares in its manifest. */
export const greeting = defineResource('hello-greeting');

export const greetingKeys = {
  current: () => greeting.key('current'),
};
