/**
 * Where the editor goes after a bulk delete (spec section 4): to `/sql/new` when no snippet is
 * left; to the first one left when the open snippet was deleted; nowhere otherwise (undefined).
 * Answers the `:id` of `/sql/{id}`.
 */
export function idAfterDelete(
  remaining: readonly { readonly id: string }[],
  openId: string,
  deleted: readonly string[],
): string | undefined {
  if (remaining.length === 0) return openId === 'new' ? undefined : 'new';
  if (deleted.includes(openId)) return remaining[0]!.id;
  return undefined;
}
