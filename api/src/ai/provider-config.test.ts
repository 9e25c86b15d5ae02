import { describe, expect, it } from 'vitest';
import { readAiProvider } from './provider-config.js';

describe('readAiProvider', () => {
  it('is none without ATRIUM_AI_PROVIDER', () => {
    expect(readAiProvider({})).toBeUndefined();
  });

  it('reads the base URL, key and model, and never serialises the key', () => {
    const provider = readAiProvider({
      ATRIUM_AI_PROVIDER: 'https://models.example.test/v1/',
      ATRIUM_AI_API_KEY: 'sk-secret',
    })!;
    expect(provider.baseUrl).toBe('https://models.example.test/v1');
    expect(provider.model).toBe('gpt-4o-mini');
    expect(provider.authorization()).toBe('Bearer sk-secret');
    expect(JSON.stringify({ provider })).not.toContain('sk-secret');
  });

  it('refuses a key without a provider, and a URL that is not http', () => {
    expect(() => readAiProvider({ ATRIUM_AI_API_KEY: 'sk-secret' })).toThrow(/ATRIUM_AI_PROVIDER/);
    expect(() => readAiProvider({ ATRIUM_AI_PROVIDER: 'ftp://example.test' })).toThrow(
      /ATRIUM_AI_PROVIDER/,
    );
  });
});
