/** A double-quoted absolute path, as Postgres quotes the files it names: `"/usr/share/x.control"`. */
const QUOTED_PATH = /"\/(?:[^"/]*\/)+([^"/]*)"/g;

/**
 * `text` (a Postgres message, detail or hint) with every quoted absolute path cut to its last
 * part: `Could not open extension control file "x.control"`. The folders say where and how the
 * server is installed, which is nobody's business but its operator's (the server log keeps the
 * error whole). Postgres quotes the files it names; a caller's own value that looks like an
 * absolute path is cut too, which costs an error message a few characters of what was sent.
 */
export const withoutServerPaths = (text: string): string =>
  text.replace(QUOTED_PATH, (_quoted, file: string) => `"${file}"`);
