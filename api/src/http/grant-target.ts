/** What a grant is asked about: a project (by ref) or an organization (by slug). */
export type GrantTarget = { readonly projectRef: string } | { readonly orgSlug: string };
