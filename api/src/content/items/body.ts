import { z } from 'zod';
import { CONTENT_TYPES, VISIBILITIES } from './store.js';

const name = z.string().trim().min(1, 'Please enter a query name').max(256);
const content = z.record(z.string(), z.unknown());

/**
 * A new item (spec section 7: id, name, description, owner_id, type, visibility, content). The
 * owner is always the caller: an `owner_id` sent is read and ignored, never trusted.
 */
export const newContentBody = z.object({
  id: z.uuid().optional(),
  name,
  description: z.string().max(4096).default(''),
  owner_id: z.string().optional(),
  type: z.enum(CONTENT_TYPES),
  visibility: z.enum(VISIBILITIES),
  content,
});

/** A change: the owner's rename or share, or anyone's save of the content over `version`. */
export const contentChangeBody = z
  .object({
    name: name.optional(),
    description: z.string().max(4096).optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    content: content.optional(),
    version: z.number().int().positive().optional(),
  })
  .refine((change) => change.content === undefined || change.version !== undefined, {
    message: 'version: a content save names the version it was made over',
  });

export const favoriteBody = z.object({ favorite: z.boolean() });

export const listQuery = z.object({ type: z.enum(CONTENT_TYPES).optional() });

/** `?ids=a,b`: the items a bulk delete names. */
export const idsQuery = z.object({
  ids: z
    .string()
    .transform((ids) => ids.split(',').filter((id) => id !== ''))
    .pipe(z.array(z.string()).min(1).max(1000)),
});
