import type { Logger } from 'pino';
import type { Project } from '../projects/index.js';
import type { ObjectStore } from './backends/object-store.js';

/**
 * What the storage service's operations share, whatever protocol calls them: the byte store, the
 * log, and the project's own upload limit (its storage settings).
 */
export interface StorageServices {
  readonly store: ObjectStore;
  readonly log: Logger;
  /** The project's global upload limit in bytes (default 50 MB). */
  uploadLimit(project: Project): Promise<number>;
  /** The project's JWT secret, which signs its signed URLs; undefined for an unknown ref. */
  signingSecret(ref: string): Promise<string | undefined>;
  /** The project by ref, for a request whose URL token (or public bucket) names it. */
  project(ref: string): Promise<Project>;
}
