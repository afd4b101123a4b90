/** The folder an action is about, or the refusal every action gives for a folder that does not exist. */
import { messages } from '#shared/messages.js';
import { ServiceError } from '../service-error.js';
import { type ListFoldersDeps, listFolders } from './list-folders.js';

export type RequireFolderDeps = ListFoldersDeps;

export const requireFolder = async (deps: RequireFolderDeps, folder: string): Promise<string> => {
  if (!(await listFolders(deps)).includes(folder))
    throw new ServiceError('not-found', messages.collab.folderNotFound);
  return folder;
};
