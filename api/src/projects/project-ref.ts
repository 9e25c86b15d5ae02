import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A new project's ref: 20 random lowercase letters, as the hosted platform's (about 94 bits). */
export const newProjectRef = (): string =>
  Array.from({ length: 20 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
