import { z } from 'zod';

/**
 * An OpenAI-compatible language-model provider (`ATRIUM_AI_PROVIDER`, its base URL such as
 * `https://api.openai.com/v1`; `ATRIUM_AI_API_KEY`; `ATRIUM_AI_MODEL`). The key never leaves
 * this object but in the provider's `Authorization` header: the object serialises without it,
 * so a logged configuration cannot show it.
 */
export interface AiProvider {
  readonly baseUrl: string;
  readonly model: string;
  /** The `Authorization` header's value, or undefined for a provider that needs no key. */
  authorization(): string | undefined;
}

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

const aiEnv = z.object({
  ATRIUM_AI_PROVIDER: z.url({ protocol: /^https?$/ }).optional(),
  ATRIUM_AI_API_KEY: z.string().min(1).optional(),
  ATRIUM_AI_MODEL: z.string().min(1).default(DEFAULT_AI_MODEL),
});

/** The provider the environment configures, or undefined; invalid values fail start-up. */
export function readAiProvider(env: Record<string, string | undefined>): AiProvider | undefined {
  const parsed = aiEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const { ATRIUM_AI_PROVIDER: url, ATRIUM_AI_API_KEY: key, ATRIUM_AI_MODEL: model } = parsed.data;
  if (!url) {
    if (key) throw new Error('Invalid configuration: ATRIUM_AI_API_KEY needs ATRIUM_AI_PROVIDER');
    return undefined;
  }
  const baseUrl = url.replace(/\/+$/, '');
  return {
    baseUrl,
    model,
    authorization: () => (key ? `Bearer ${key}` : undefined),
    toJSON: () => ({ baseUrl, model }),
  } as AiProvider;
}
