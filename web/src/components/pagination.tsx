/** Page buttons: 'Précédent', the page numbers (with gaps when there are many) and 'Suivant'. */
import { publicMessages } from '#shared/public-messages';
import { pageButtons } from '#web/lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './pagination.css';

interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onChange: (page: number) => void;
  readonly label: string;
}

export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon />
        <span>{publicMessages.stages.previous}</span>
      </button>
      <ul className="pagination__pages">
        {pageButtons(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <span>{publicMessages.stages.next}</span>
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
