import { mkdir } from 'node:fs/promises';
import type { JobContext, ModuleJob } from '../../module/index.js';
import { uploadPartsDirectory, uploadPartsStore } from './upload-parts.js';
import { resumableUploadExpiryMs } from './upload-settings.js';

/**
 * Removes the parts of resumable uploads left unfinished past their expiry (the module's
 * `resumableUploadExpiryMs`, 24 h by default), hourly and once across the instances sharing the
 * state folder. Its run needs only the module's config and log.
 */
export function expiredUploadsJob(stateDir: string) {
  return {
    id: 'expired-resumable-uploads',
    periodMs: 60 * 60 * 1000,
    timeoutMs: 10 * 60 * 1000,
    scope: 'global',
    async run(context: Pick<JobContext, 'config' | 'log'>): Promise<void> {
      await mkdir(uploadPartsDirectory(stateDir), { recursive: true });
      const store = uploadPartsStore(stateDir, resumableUploadExpiryMs(context.config));
      const removed = await store.deleteExpired();
      if (removed > 0) context.log.info({ removed }, 'storage: expired resumable uploads removed');
    },
  } as const satisfies ModuleJob;
}
