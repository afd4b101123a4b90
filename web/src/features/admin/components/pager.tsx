/** Previous / next buttons under a list that comes a page at a time. */
import { messages } from '#shared/messages';

const t = messages.backOffice;

interface PagerProps {
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  /** Where the list stands ("page 2 sur 5"), when the number of pages is known. */
  readonly position?: string;
}

export function Pager({ hasPrevious, hasNext, onPrevious, onNext, position }: PagerProps) {
  return (
    <div className="admin-pager">
      <button type="button" className="btn btn--ghost" disabled={!hasPrevious} onClick={onPrevious}>
        {t.actions.previous}
      </button>
      {position !== undefined && <span>{position}</span>}
      <button type="button" className="btn btn--ghost" disabled={!hasNext} onClick={onNext}>
        {t.actions.next}
      </button>
    </div>
  );
}

/** A numbered list's pager, shown only when there is more than one page. */
export function PageNumbers({
  page,
  pages,
  onPage,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Pager
      hasPrevious={page > 1}
      hasNext={page < pages}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
      position={t.pageOf(page, pages)}
    />
  );
}
