/** Counts line feeds in a chunk: rows seen so far (approximate when values hold newlines). */
export function countLines(chunk: Uint8Array) {
  let lines = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  return lines;
}
