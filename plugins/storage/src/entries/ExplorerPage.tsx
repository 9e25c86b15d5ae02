import { useParams } from 'wouter';
import { FileExplorer } from '../explorer/FileExplorer.js';

/** `/project/{ref}/storage/buckets/{bucketId}`: the bucket's file explorer, one lazy entry. */
export default function ExplorerPage() {
  const { bucketId = '' } = useParams<{ bucketId?: string }>();
  return <FileExplorer key={bucketId} bucketId={bucketId} />;
}
