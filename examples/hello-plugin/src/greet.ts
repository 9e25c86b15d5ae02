import { readJson, type CommandHandler } from '@atrium/plugin-api';
import type { HelloRoutes } from './server.js';

/**
 * What the command gets: from the command palette, the name its prompt step asked for (the
 * manifest declares the argument); run by another plugin, `executeCommand('hello.greet',
 * { name: 'Ada' })`; from its keybinding, nothing.
 */
export interface GreetArgs {
  readonly name?: string;
}

/**
 * The `hello.greet` command: with a name it greets that name, without one (its keybinding,
 * Mod+Shift+H, or an empty prompt) the project. The notification's description is what the
 * plugin's own server route answers, read through the context's typed client.
 */
const greet: CommandHandler<GreetArgs> = async (context, args) => {
  const title = args?.name
    ? `Hello, ${args.name}!`
    : `Hello from ${context.projectRef ? `project ${context.projectRef}` : 'Atrium'}!`;
  const description = await readJson(await context.pluginApi<HelloRoutes>().greeting.$get()).then(
    ({ message }) => message,
    // The greeting is a nicety: a server part not started yet still greets.
    () => undefined,
  );
  context.notify({ title, description, tone: 'success' });
};

export default greet;
