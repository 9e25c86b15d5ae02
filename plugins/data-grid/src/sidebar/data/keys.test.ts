import { describe, expect, it } from 'vitest';
import { editorKey, isEditorKey } from './keys.js';

describe('editor keys', () => {
  it('marks the editor lists and the grid definition caches for refreshing, nothing else', () => {
    expect(isEditorKey(editorKey('entities', 'default', 'public'))).toBe(true);
    expect(isEditorKey('grid:entity:default:7')).toBe(true);
    expect(isEditorKey('projects')).toBe(false);
    expect(isEditorKey(['data-grid:', 1])).toBe(false);
  });
});
