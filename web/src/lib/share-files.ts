/**
 * Photos handed to the system share sheet as files (Web Share API level 2), so a phone saves them
 * to its photo library in one step. Used by the viewer (the photo shown) and by the family gallery
 * (a batch of photos).
 */

/**
 * Whether this browser can share image files. Asked with a tiny probe file: a browser that shares
 * only links answers false, one without the API has no `canShare` at all.
 */
export const canShareFiles = (): boolean => {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    const probe = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });
    return navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
};

/** The response of a media URL, checked; its body is still to read. */
export const fetchMedia = async (url: string, signal?: AbortSignal): Promise<Response> => {
  // Media comes from the site's own origin (CloudFront, or the local server in its place); the signed
  // URL is the authorisation, so no cookie goes along.
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
};

/** A media response as a file of the given name (JPEG unless the server says otherwise). */
export const responseToFile = async (response: Response, fileName: string): Promise<File> => {
  const blob = await response.blob();
  return new File([blob], fileName, { type: blob.type || 'image/jpeg' });
};

export type ShareOutcome = 'shared' | 'cancelled' | 'needs-tap';

/**
 * `share()` needs a recent tap (transient activation, about five seconds in Chromium, less in
 * Safari). After a long fetch it is gone: the caller keeps the files and asks for a second tap
 * rather than fail. Browsers without `userActivation` are given the benefit of the doubt.
 */
const stillActivated = (): boolean => {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation?.isActive ?? true;
};

/**
 * Opens the share sheet with the files. The user closing the sheet is not a failure ('cancelled');
 * any other refusal is thrown for the caller to word.
 */
export const shareFiles = async (files: readonly File[]): Promise<ShareOutcome> => {
  if (!stillActivated()) return 'needs-tap';
  try {
    await navigator.share({ files: [...files] });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
};
