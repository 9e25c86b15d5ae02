/** Hover delay before a first tooltip shows; the next ones in a row show at once. */
export const tooltipDelay = 700;
