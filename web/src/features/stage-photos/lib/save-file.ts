/**
 * Saves a file from an expiring media URL under a chosen name: the file is fetched (the media
 * bucket allows CORS GET from the site), then handed to the browser through an object URL, because
 * the `download` attribute is ignored on cross-origin links.
 */
export const saveUrlAs = async (url: string, fileName: string): Promise<void> => {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
  if (!response.ok) throw new Error(`${fileName}: HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob asynchronously: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
};
