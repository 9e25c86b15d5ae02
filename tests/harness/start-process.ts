import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { forgetToken, rememberToken } from './instance-tokens.js';
import { OWNER, OWNER_ENV, ownerToken } from './owner.js';
import { TEST_PASSWORD_COST_ENV } from './password-cost.js';
import { REPO_ROOT } from './start-instance.js';

export interface AtriumProcess {
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  readonly output: () => string;
  /**
   * Resolves with the URL once it prints 'Atrium is running at' (and, when it started with the
   * owner, once the owner's token for the API helpers is made); rejects if it exits first.
   */
  readonly ready: Promise<string>;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | null>;
  readonly exited: Promise<number | null>;
}

/**
 * Runs `node scripts/start.mjs`, exactly what `npm start` runs (or `command`), with extra environment. Unless
 * `owner` is false, it starts with the test owner (`OWNER_ENV`), whom `api()`, `query()` and
 * `launchBrowser()` then act as on this instance.
 */
export function spawnAtrium(
  env: Record<string, string>,
  {
    owner = true,
    command = { args: [join(REPO_ROOT, 'scripts', 'start.mjs')], cwd: REPO_ROOT },
  }: {
    readonly owner?: boolean;
    /** Node's arguments and folder: an installed Atrium's `atrium start` instead of `npm start`'s. */
    readonly command?: { readonly args: readonly string[]; readonly cwd: string };
  } = {},
): AtriumProcess {
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...TEST_PASSWORD_COST_ENV,
      ...(owner ? OWNER_ENV : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Atrium is running at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`Atrium exited (code ${code}) before it was ready:\n${output}`)),
    );
  });
  const signedIn = owner
    ? ready.then(async (url) => {
        rememberToken(url, await ownerToken(url, OWNER));
        return url;
      })
    : ready;
  // Callers that expect a failed start await `exited` instead; keep that rejection handled.
  signedIn.catch(() => undefined);
  // Gone, it is no instance to sign in to: the files after this one share the harness's modules.
  void exited.then(async () => {
    const url = await signedIn.catch(() => undefined);
    if (url) forgetToken(url);
  });
  return {
    child,
    output: () => output,
    ready: signedIn,
    exited,
    stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}
