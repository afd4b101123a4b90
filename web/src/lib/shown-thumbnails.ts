/**
 * Which copy of each photo's thumbnail a grid has shown. A tile shows the WebP copy its width needs,
 * not the JPEG `thumbUrl`; the viewer shows that same copy as its placeholder, which the browser has
 * in its cache, instead of fetching another. Kept for the page's life: one URL per photo seen.
 */
const shown = new Map<string, string>();

export const noteShownThumbnail = (photoId: string, url: string): void => {
  if (url) shown.set(photoId, url);
};

export const shownThumbnail = (photoId: string): string | undefined => shown.get(photoId);
