/**
 * One CSV import per administrator action, however often it is sent. The file is uploaded once per
 * action and the import call carries the action's request key, so when no answer came back (a
 * dropped connection) or the first call is still running, sending again repeats the very same
 * request, which the server answers with the first result instead of importing a second time. Once
 * the server has answered otherwise, it has read and deleted the upload: the next attempt uploads
 * the file again.
 */
import { isApiError, isNoAnswer } from '#web/lib/api-client';

export interface ImportSteps<T> {
  /** Sends the file to storage; answers the key the server chose for it. */
  upload(file: File): Promise<string>;
  /** Asks the server to import the stored file. */
  process(key: string, idempotencyKey: string): Promise<T>;
}

/** No answer came (in time), or the same request is still running: whether it imported is not known yet. */
const outcomeUnknown = (error: unknown): boolean =>
  isNoAnswer(error) || (isApiError(error) && error.status === 409);

export const createImportSender = <T>(steps: ImportSteps<T>) => {
  let sent: { readonly file: File; readonly requestKey: string; readonly key: string } | null = null;
  return async (file: File, requestKey: string): Promise<T> => {
    const again = sent?.file === file && sent.requestKey === requestKey ? sent : null;
    const key = again?.key ?? (await steps.upload(file));
    sent = { file, requestKey, key };
    try {
      const answer = await steps.process(key, requestKey);
      sent = null;
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) sent = null;
      throw error;
    }
  };
};
