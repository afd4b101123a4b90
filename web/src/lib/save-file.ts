/** Files the browser saves for the user: a link clicked on their behalf, never a navigation. */

/** Clicks a hidden link to `href`; with `fileName`, asks the browser to save under that name. */
export const clickDownload = (href: string, fileName?: string): void => {
  const link = document.createElement('a');
  link.href = href;
  if (fileName !== undefined) link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
};

/** Saves content made in the page (the password list…) under a chosen name. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const objectUrl = URL.createObjectURL(blob);
  clickDownload(objectUrl, fileName);
  // The browser reads the blob asynchronously: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
};

/**
 * Saves a file from an expiring media URL under a chosen name: the file is fetched (the media
 * bucket allows CORS GET from the site), then handed to the browser through an object URL, because
 * the `download` attribute is ignored on cross-origin links.
 */
export const saveUrlAs = async (url: string, fileName: string): Promise<void> => {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`${fileName}: HTTP ${response.status}`);
  saveBlob(await response.blob(), fileName);
};

/** Saves a file the API sent in base64 (a workbook) under its name. */
export const saveBase64 = (file: { fileName: string; contentType: string; base64: string }): void =>
  saveBlob(
    new Blob([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], { type: file.contentType }),
    file.fileName,
  );
