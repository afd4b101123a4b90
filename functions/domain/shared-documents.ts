/**
 * Shared documents of the trainers: which stored folders and files are shown, in which order, and
 * the name a new upload gets. Pure: the names come from storage, the rules from shared/.
 */
import { checkName, DEFAULT_DOCUMENT_FOLDERS, numberedName } from '#shared/document-files.js';
import { MAX_UPLOAD_BYTES } from '#shared/limits.js';

export const byFrenchName = (a: string, b: string): number => a.localeCompare(b, 'fr', { numeric: true });

/** A stored name is shown only if it still passes today's rules unchanged. */
const isValidName = (name: string): boolean => {
  const checked = checkName(name);
  return checked.ok && checked.name === name;
};

/** Stored files are shown only if their names still pass today's rules and their size today's limit. */
export const isServable = (object: { readonly name: string; readonly size: number }): boolean =>
  isValidName(object.name) && object.size <= MAX_UPLOAD_BYTES;

/** The default folders, always there, and the valid stored ones, in French order. */
export const documentFolders = (stored: readonly string[]): string[] =>
  [...new Set([...DEFAULT_DOCUMENT_FOLDERS, ...stored.filter(isValidName)])].sort(byFrenchName);

/** The first free name: `a.pdf`, else `a (2).pdf`, `a (3).pdf`…; the name chosen joins `taken`. */
export const freeName = (name: string, taken: Set<string>): string => {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n += 1) candidate = numberedName(name, n);
  taken.add(candidate);
  return candidate;
};
