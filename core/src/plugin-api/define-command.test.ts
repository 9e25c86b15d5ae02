import { describe, expect, it } from 'vitest';
import { defineCommand, type CommandHandler } from './manifest.js';

const greet: CommandHandler<{ readonly name?: string }> = () => {};
const count: CommandHandler<{ readonly count: number }> = () => {};

/** docs/guides/first-plugin.md: a command's declared `argument` types its handler's arguments. */
describe('defineCommand', () => {
  it('keeps the declaration as written', () => {
    const declaration = {
      id: 'greet',
      title: 'Say hello',
      argument: { name: 'name', label: 'Name to greet' },
      run: async () => ({ default: greet }),
    } as const;
    expect(defineCommand(declaration)).toBe(declaration);
  });

  it('refuses, at compile time, a handler whose arguments do not match the declared argument', () => {
    const declaration = defineCommand({
      id: 'count',
      title: 'Count',
      argument: { name: 'name', label: 'Name' },
      // @ts-expect-error: the palette passes `{ name: string }`, not `{ count: number }`.
      run: async () => ({ default: count }),
    });
    expect(declaration.argument?.name).toBe('name');
  });
});
