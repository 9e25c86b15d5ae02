import type { Plugin } from 'vite';

/** A `codeSplitting` group of Rolldown's output options (vite names no type for it). */
interface ShellGroup {
  readonly name: string;
  readonly tags: ['$initial'];
  readonly test: (id: string) => boolean;
}

/**
 * The shell's chunk: every module the entry imports statically, transitively (Rolldown's
 * `$initial` modules), bundled into one chunk. Each of them runs at every first load anyway; left
 * to itself, Rolldown split them by which lazy entries share them into some thirty chunks the page
 * preloaded, each a request and a gzip stream of its own, with import and export lists between
 * them, and each named in the lazy entries' preload lists: 12 KB of the editor's landing
 * (docs/architecture/plugins.md). Lazy entries still load apart, and import from this chunk what
 * they share with the shell.
 *
 * Only in a build of one entry: `$initial` counts every entry, and the distribution's build
 * (`packages/atrium/build`) adds one per library it shares with plugins, the whole design system
 * among them, which this chunk would then hold.
 */
export function shellChunk(): { plugin: Plugin; group: ShellGroup } {
  let oneEntry = false;
  const plugin: Plugin = {
    name: 'atrium-shell-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      oneEntry = entries.length === 1;
    },
  };
  return { plugin, group: { name: 'shell', tags: ['$initial'], test: () => oneEntry } };
}
