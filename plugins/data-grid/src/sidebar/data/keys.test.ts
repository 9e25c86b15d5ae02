import { pgMetaKey } from '@atrium/core/plugin-api';
import { describe, expect, it } from 'vitest';
import { editorKey, isEditorKeyOf } from './keys.js';

describe('editor keys', () => {
  it("marks the project's editor lists and grid definition caches for refreshing, nothing else", () => {
    const isEditorKey = isEditorKeyOf('default');
    expect(isEditorKey(pgMetaKey('default', editorKey('entities', 'public')))).toBe(true);
    expect(isEditorKey(pgMetaKey('default', 'grid:entity:7'))).toBe(true);
    expect(isEditorKey(pgMetaKey('other', 'grid:entity:7'))).toBe(false);
    expect(isEditorKey(pgMetaKey('default', 'rls:roles'))).toBe(false);
    expect(isEditorKey('projects')).toBe(false);
    expect(isEditorKey(['data-grid:', 1])).toBe(false);
  });
});
