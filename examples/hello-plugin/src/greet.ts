import type { CommandHandler } from '@atrium/plugin-api';

/** What another plugin may pass: `executeCommand('hello.greet', { name: 'Ada' })`. */
export interface GreetArgs {
  readonly name?: string;
}

/**
 * The `hello.greet` command: from the command palette (Mod+Shift+H) it greets the project; run by
 * another plugin with a name, it greets that name.
 */
const greet: CommandHandler<GreetArgs> = (context, args) => {
  const title = args?.name
    ? `Hello, ${args.name}!`
    : `Hello from ${context.projectRef ? `project ${context.projectRef}` : 'Atrium'}!`;
  context.notify({ title, tone: 'success' });
};

export default greet;
