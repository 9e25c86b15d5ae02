// A file's upload and download through /storage/v1, timed, with the API process's memory sampled
// over all of them (the API runs in a process of its own, so the memory is the server's).
import { residentBytes, sampleResident, type ApiProcess } from '../table-csv/api-process.mjs';
import { median } from '../storage-bytes/transfer.mjs';
import { downloadFile, uploadFile, type ProjectStorage } from './project-storage.mjs';

export interface ApiTransfers {
  readonly uploadMs: number;
  readonly downloadMs: number;
  /** The API process's peak resident memory during the transfers, less what it was before. */
  readonly apiGrowth: number;
}

/** A step of a round: the API's transfers, or the reference's. */
export type Step = () => Promise<void>;

/**
 * `rounds` uploads and downloads of `source` (`size` bytes) into `bucket`, each round beside
 * `reference(round)` (the same run's reference), which goes first every other round so the page
 * cache favours neither. Answers the medians and the API's memory growth.
 */
export async function apiTransfers(
  api: ApiProcess,
  storage: ProjectStorage,
  bucket: string,
  source: string,
  size: number,
  rounds: number,
  reference: (round: number) => Step,
): Promise<ApiTransfers> {
  const uploads: number[] = [];
  const downloads: number[] = [];
  const before = await residentBytes(api.pid);
  const sampler = sampleResident(api.pid);
  let peak: number;
  try {
    for (let round = 0; round < rounds; round++) {
      const name = `big-${round}.bin`;
      const viaApi: Step = async () => {
        let started = performance.now();
        await uploadFile(storage, bucket, name, source);
        uploads.push(performance.now() - started);
        started = performance.now();
        const read = await downloadFile(storage, bucket, name);
        downloads.push(performance.now() - started);
        if (read !== size) throw new Error(`downloaded ${read} bytes of ${size}`);
        const removed = await storage.call(`/object/${bucket}`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prefixes: [name] }),
        });
        if (!removed.ok) throw new Error(`remove ${name}: ${removed.status}`);
      };
      const steps = [reference(round), viaApi];
      for (const step of round % 2 === 0 ? steps : steps.reverse()) await step();
      console.log(
        `  round ${round + 1}: upload ${uploads[round]!.toFixed(0)} ms, download ${downloads[round]!.toFixed(0)} ms`,
      );
    }
  } finally {
    peak = await sampler.stop();
  }
  return {
    uploadMs: median(uploads),
    downloadMs: median(downloads),
    apiGrowth: Math.max(0, peak - before),
  };
}
