/** Spec section 5: the columns filter is a case-sensitive substring of the column's name. */
export const matchesColumnFilter = (name: string, filter: string) => name.includes(filter);
