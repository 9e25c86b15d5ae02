import { addPlugins } from './plugin-add.js';

const USAGE = `Usage:
  atrium start                         Builds the installed plugins' screens, then runs Atrium here.
  atrium plugin add <tarball|name>...  Installs plugin packages with npm and lists them in
                                       atrium.config.json (npm options such as --prefer-offline
                                       are passed on). Switch them on at /admin/plugins.`;

const [command, ...rest] = process.argv.slice(2);
const cwd = process.cwd();

if (command === 'start' && rest.length === 0) {
  // Imported only here: `plugin add` needs none of the server.
  const { start } = await import('./start.js');
  await start(cwd);
} else if (command === 'plugin' && rest[0] === 'add' && rest.length > 1) {
  process.exitCode = await addPlugins(cwd, rest.slice(1));
} else {
  console.error(USAGE);
  process.exitCode = command === undefined || command === 'help' ? 0 : 1;
}
