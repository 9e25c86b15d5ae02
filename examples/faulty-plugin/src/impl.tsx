function Broken(): never {
  throw new Error('The faulty plugin failed while rendering, as it was written to.');
}

export const components = { Broken };
