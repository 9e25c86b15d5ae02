import { describe, expect, it } from 'vitest';
import { isNativeTypeName } from './native-types.js';

describe('isNativeTypeName', () => {
  it('knows the native types whatever the case and surrounding spaces', () => {
    expect(isNativeTypeName('text')).toBe(true);
    expect(isNativeTypeName(' TimestampTZ ')).toBe(true);
  });

  it('lets any other name through', () => {
    expect(isNativeTypeName('mood')).toBe(false);
    expect(isNativeTypeName('text2')).toBe(false);
  });
});
