/**
 * Waits until `check` holds, asking again every 25 ms, and answers how long it took: a condition
 * on the server (a backend gone, a lock granted) that no event announces. Throws past `timeoutMs`.
 */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}
