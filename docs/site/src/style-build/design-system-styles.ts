import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What `style-values.ts` exports: the style values a style file may take from the design system. */
export const STYLE_VALUES: readonly string[] = ['vars', 'focusRing'];

const styleValues = fileURLToPath(new URL('./style-values.ts', import.meta.url));
const importsFromDesignSystem = /import\s*\{([^}]*)\}\s*from\s*['"]@atrium\/design-system['"]/g;

/** `vars` for `vars`, `type Vars`, `vars as v`. */
const importedName = (specifier: string) =>
  specifier
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0] ?? '';

/** The names a style file imports from `@atrium/design-system` that are not style values. */
export function unknownStyleImports(code: string): string[] {
  return [...code.matchAll(importsFromDesignSystem)]
    .flatMap((match) => (match[1] ?? '').split(',').map(importedName))
    .filter((name) => name !== '' && !STYLE_VALUES.includes(name));
}

/**
 * For vanilla-extract's compiler only (it runs each `.css.ts` file in a Vite server of its own):
 * a style file's `import { vars } from '@atrium/design-system'` gets the style values alone
 * (`style-values.ts`), not
 * the whole design system (every component, react-aria, CodeMirror) run through the compiler's
 * SSR transform and evaluated for each: that was half the docs build's CPU time. The same
 * values, so the same class names and CSS. A style file importing anything else from the design
 * system fails the build, naming it, rather than getting `undefined`.
 */
export function designSystemStylesPlugin(): Plugin {
  return {
    name: 'atrium-design-system-styles',
    // Only in the compiler's server, which it makes with `appType: 'custom'`; the site's own dev
    // server (an SPA) and its build take the design system whole.
    apply: (config, { command }) => command === 'serve' && config.appType === 'custom',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css.ts')) return undefined;
      const unknown = unknownStyleImports(code);
      if (unknown.length > 0) {
        this.error(
          `${id} imports ${unknown.join(', ')} from @atrium/design-system: a style file takes ` +
            `only its style values (${STYLE_VALUES.join(', ')}; see ` +
            `docs/site/src/style-build/design-system-styles.ts)`,
        );
      }
      return undefined;
    },
    resolveId: (source, importer) =>
      source === '@atrium/design-system' && importer?.endsWith('.css.ts') ? styleValues : undefined,
  };
}

/** vanilla-extract's `unstable_pluginFilter`: which of the config's plugins its compiler runs. */
export const compilerPlugins = ({ name }: { name: string }) =>
  name === 'atrium-design-system-styles';
