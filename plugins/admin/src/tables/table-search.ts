/** Spec section 5: the tables screen's search is a case-insensitive substring of the name. */
export const matchesTableSearch = (name: string, search: string) =>
  name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
