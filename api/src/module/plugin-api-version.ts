import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Why a third-party plugin package may not load, or undefined when it may: its package.json
 * (the nearest above `entryFile`, one of its resolved entries) must declare the plugin-API
 * version this Atrium supports (`PLUGIN_API_VERSION` of `@atrium/common/plugin-api-version`) as
 * `"atrium": { "apiVersion": 2 }`. Read from the file, so a package of another version is refused
 * before any of its code runs. Shared by the API and the web build, whose Vite config cannot load
 * TypeScript from a package: hence no imports but Node's, and the version passed in.
 */
export function pluginApiVersionProblem(
  pkg: string,
  entryFile: string,
  supported: number,
): string | undefined {
  const declared = declaredApiVersion(entryFile);
  if (declared === supported) return undefined;
  return `${pkg} was written for plugin API version ${String(declared ?? 'unknown')} ("atrium": { "apiVersion" } in its package.json); this Atrium supports version ${supported}`;
}

/** `atrium.apiVersion` of the package.json nearest above a package's file. */
function declaredApiVersion(file: string): unknown {
  return atriumField(file).apiVersion;
}

/**
 * The `atrium` object of the package.json nearest above a package's file (`{}` when none): read
 * from the file, so nothing of the package runs.
 */
export function atriumField(file: string): { apiVersion?: unknown; id?: unknown } {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson)) {
      return (JSON.parse(readFileSync(packageJson, 'utf8')) as { atrium?: object }).atrium ?? {};
    }
  }
  return {};
}
