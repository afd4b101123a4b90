import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFiles, shareFiles } from './share-files';

const photo = new File([new Uint8Array([1, 2, 3])], 'photo-1.jpg', { type: 'image/jpeg' });

/** A navigator with the given sharing abilities and a recent tap, or none. */
const browserWith = (abilities: Partial<Navigator>, activated = true) =>
  vi.stubGlobal('navigator', { userActivation: { isActive: activated }, ...abilities });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canShareFiles', () => {
  it('is false without canShare, and when canShare refuses files', () => {
    browserWith({});
    expect(canShareFiles()).toBe(false);
    browserWith({ canShare: () => false });
    expect(canShareFiles()).toBe(false);
  });

  it('is true when canShare accepts an image file', () => {
    const canShare = vi.fn((data?: ShareData) => (data?.files?.[0]?.type ?? '') === 'image/jpeg');
    browserWith({ canShare });
    expect(canShareFiles()).toBe(true);
  });

  it('is false when canShare throws', () => {
    browserWith({
      canShare: () => {
        throw new TypeError('files not supported');
      },
    });
    expect(canShareFiles()).toBe(false);
  });
});

describe('shareFiles', () => {
  it('hands the files to the share sheet', async () => {
    const share = vi.fn(async () => undefined);
    browserWith({ share });
    expect(await shareFiles([photo])).toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [photo] });
  });

  it('takes a closed sheet (AbortError) as a cancel, not a failure', async () => {
    browserWith({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await shareFiles([photo])).toBe('cancelled');
  });

  it('throws any other refusal', async () => {
    browserWith({ share: async () => Promise.reject(new DOMException('too many', 'NotAllowedError')) });
    await expect(shareFiles([photo])).rejects.toThrow('too many');
  });

  it('asks for a second tap, without opening the sheet, once the tap is no longer recent', async () => {
    const share = vi.fn(async () => undefined);
    browserWith({ share }, false);
    expect(await shareFiles([photo])).toBe('needs-tap');
    expect(share).not.toHaveBeenCalled();
  });
});
