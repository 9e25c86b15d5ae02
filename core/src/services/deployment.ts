/** The deployment as the API describes it (`GET /platform/deployment`). */
export interface Deployment {
  readonly plugins: readonly string[];
  readonly hosted: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
  /** What the administrator should fix, shown on /admin (a superuser DATABASE_URL). */
  readonly warnings?: readonly string[];
}

export async function fetchDeployment(fetcher: typeof fetch = fetch): Promise<Deployment> {
  const response = await fetcher('/platform/deployment');
  if (!response.ok) throw new Error(`Could not load the deployment (HTTP ${response.status})`);
  return (await response.json()) as Deployment;
}
