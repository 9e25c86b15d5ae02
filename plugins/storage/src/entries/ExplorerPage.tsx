import { useParams } from '@atrium/core/plugin-api';
import { FileExplorer } from '../explorer/FileExplorer.js';
import { StorageLayout } from '../layout/StorageLayout.js';

/** `/project/{ref}/storage/buckets/{bucketId}`: the bucket's file explorer beside the storage sidebar. */
export default function ExplorerPage() {
  const { bucketId = '' } = useParams<{ bucketId?: string }>();
  return (
    <StorageLayout>
      <FileExplorer key={bucketId} bucketId={bucketId} />
    </StorageLayout>
  );
}
