/** Spec §9: files larger than this are not previewed. */
export const PREVIEW_LIMIT_BYTES = 10_000_000;

/** Spec §9: a preview link is signed for a year. */
export const PREVIEW_URL_SECONDS = 31_536_000;

export type PreviewKind = 'image' | 'audio' | 'video' | 'text' | 'pdf' | 'other' | 'skipped';

/**
 * How a file is previewed (spec §4): 'skipped' above 10,000,000 bytes, undefined without a type
 * or size, else by its MIME type (text and JSON shown as text).
 */
export function previewKind(mimetype: string | null, size: number | null): PreviewKind | undefined {
  if (mimetype === null || size === null) return undefined;
  if (size > PREVIEW_LIMIT_BYTES) return 'skipped';
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('audio/')) return 'audio';
  if (mimetype.startsWith('video/')) return 'video';
  if (mimetype === 'application/pdf') return 'pdf';
  if (mimetype.startsWith('text/') || mimetype === 'application/json') return 'text';
  return 'other';
}
