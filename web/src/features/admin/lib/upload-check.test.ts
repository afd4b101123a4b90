import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits';
import { messages } from '#shared/messages';
import { checkUpload } from './upload-check';

describe('the one-file upload check', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkUpload(null)).toEqual({ ok: false, problem: messages.admin.requiredFields });
  });

  it('refuses a file over the upload limit', () => {
    expect(checkUpload({ size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      problem: messages.admin.filesTooLarge,
    });
  });

  it('lets a file of exactly the limit go, the same file', () => {
    const file = { size: MAX_UPLOAD_BYTES };
    const checked = checkUpload(file);
    expect(checked.ok && checked.file).toBe(file);
  });
});
