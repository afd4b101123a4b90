/** Download links that say what they link to, for assertions; `fakeMediaEdge` opens them. */
import type { FileLinks } from '#functions/ports/file-links.js';

export const fakeFileLinks = (): FileLinks => ({
  link: async (key, fileName) => `https://links.test/${encodeURI(key)}?as=${encodeURIComponent(fileName)}`,
});
