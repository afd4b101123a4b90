/** The file's SHA-256 in hex (Web Crypto), sent when signing so the server recognises a photo it holds. */
export const sha256Hex = async (file: Blob): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
