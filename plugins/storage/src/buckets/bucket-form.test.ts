import { describe, expect, it } from 'vitest';
import {
  allowedMimeTypesOf,
  bucketFormOf,
  bucketNameProblem,
  fileSizeLimitProblem,
} from './bucket-form.js';
import { aBucket } from '../test/stub-storage-api.js';

describe('the bucket form (spec 5)', () => {
  it.each([
    ['', 'Please provide a name for your bucket'],
    ['photos ', 'The name of the bucket cannot end with a whitespace'],
    ['public', '"public" is a reserved name. Please choose another name'],
    ['Photos', undefined],
  ])('name %j: %s', (name, problem) => {
    expect(bucketNameProblem(name)).toBe(problem);
  });

  it.each([
    ['0', undefined],
    ['120', undefined],
    ['-1', 'File size upload limit has to be at least 0'],
    ['1.5', 'File size upload limit has to be at least 0'],
    ['', 'File size upload limit has to be at least 0'],
  ])('size limit %j: %s', (typed, problem) => {
    expect(fileSizeLimitProblem(typed)).toBe(problem);
  });

  it('reads the allowed MIME types comma-separated and trimmed, blank meaning any type', () => {
    expect(allowedMimeTypesOf(' image/* ,application/pdf, ')).toEqual([
      'image/*',
      'application/pdf',
    ]);
    expect(allowedMimeTypesOf('  ')).toBeNull();
  });

  it('fills the edit form with the limit in the largest unit that holds it exactly', () => {
    expect(bucketFormOf(aBucket({ id: 'a', file_size_limit: 50 * 1024 * 1024 }))).toMatchObject({
      limitFileSize: true,
      fileSizeLimit: '50',
      unit: 'MB',
    });
    expect(bucketFormOf(aBucket({ id: 'a', file_size_limit: 1500 }))).toMatchObject({
      fileSizeLimit: '1500',
      unit: 'bytes',
    });
    expect(bucketFormOf(aBucket({ id: 'a' }))).toMatchObject({ limitFileSize: false });
  });
});
