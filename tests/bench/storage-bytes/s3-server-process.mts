// The loopback S3 server in a process of its own, so the benchmark's memory is the store's alone:
// prints `{ endpoint, bucket }` as one JSON line once it listens, and stops on SIGINT.
import { startS3Server } from '../../harness/s3-server.js';

const server = await startS3Server('atrium-bench');
console.log(JSON.stringify({ endpoint: server.endpoint, bucket: server.bucket }));
process.once('SIGINT', () => {
  void server.close().then(() => process.exit(0));
});
