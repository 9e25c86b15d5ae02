/** Feature flags from the deployment, overridable per browser for trying ALPHA features. */
export class FeatureFlags {
  constructor(
    private readonly deploymentFlags: Readonly<Record<string, boolean>>,
    private readonly storage: Storage | undefined = globalThis.localStorage,
  ) {}

  isOn(flag: string): boolean {
    const local = this.storage?.getItem(`atrium:flag:${flag}`);
    if (local === 'on') return true;
    if (local === 'off') return false;
    return this.deploymentFlags[flag] === true;
  }
}
