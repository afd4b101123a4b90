import { describe, expect, it } from 'vitest';
import { isListLoading } from './list-loading';

describe('isListLoading', () => {
  it('is on while the first answer or another page is awaited, off for a refresh or an idle query', () => {
    expect(isListLoading({ isFetching: true, isPlaceholderData: false, data: undefined })).toBe(true);
    expect(isListLoading({ isFetching: true, isPlaceholderData: true, data: [] })).toBe(true);
    expect(isListLoading({ isFetching: true, isPlaceholderData: false, data: [] })).toBe(false);
    expect(isListLoading({ isFetching: false, isPlaceholderData: false, data: undefined })).toBe(false);
  });
});
