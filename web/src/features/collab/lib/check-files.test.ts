import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/limits';
import { messages } from '#shared/messages';
import { refusalOf } from './check-files';

describe('upload form checks', () => {
  it('lets documents, images, audio and video through', () => {
    expect(
      refusalOf([
        { name: 'Projet été.pdf', size: 10 },
        { name: 'photo.jpg', size: 10 },
        { name: 'chant.mp3', size: MAX_UPLOAD_BYTES },
      ]),
    ).toBeNull();
  });

  it('refuses a file over 15 MB with the spec text', () => {
    expect(refusalOf([{ name: 'film.mp4', size: MAX_UPLOAD_BYTES + 1 }])).toBe(
      messages.photoDeposit.tooLarge,
    );
  });

  it('refuses HTML, SVG and crafted names', () => {
    expect(refusalOf([{ name: 'page.html', size: 1 }])).toBe(messages.collab.typeRefused('page.html'));
    expect(refusalOf([{ name: 'logo.svg', size: 1 }])).toBe(messages.collab.typeRefused('logo.svg'));
    expect(refusalOf([{ name: 'x\u202Efdp.exe', size: 1 }])).toBe(messages.collab.invalidName);
  });
});
