/** The faulty plugin's screen: it throws on purpose, for the shell to contain. */
export default function Broken(): never {
  throw new Error('The faulty plugin failed while rendering, as it was written to.');
}
