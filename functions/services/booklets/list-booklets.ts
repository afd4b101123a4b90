/** The booklets' names, for the trainers and the back-office. */
import type { BookletStore } from '#functions/ports/booklet-store.js';

export interface ListBookletsDeps {
  readonly booklets: Pick<BookletStore, 'list'>;
}

export const listBooklets = (deps: ListBookletsDeps): Promise<string[]> => deps.booklets.list();
