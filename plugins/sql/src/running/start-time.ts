import dayjs from 'dayjs';

/** A query's start as the spec writes it: `27 Nov 2026 08:15 (+0000)`, in the browser's zone. */
export const startTime = (queryStart: string | null) =>
  queryStart === null ? 'Unknown' : dayjs(queryStart).format('DD MMM YYYY HH:mm (ZZ)');

/** 'There is 1 query currently running', 'There are 3 queries currently running'. */
export const runningCount = (count: number) =>
  count === 1
    ? 'There is 1 query currently running'
    : `There are ${count} queries currently running`;
