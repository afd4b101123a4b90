/**
 * /stages: the active stays, searchable by name or date, 12 per page. The
 * search and the page are also written to the address bar, so coming back finds the same results.
 */
import { type ChangeEvent, useRef, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router-dom';
import { STAYS_PAGE_SIZE } from '#shared/limits';
import { publicMessages } from '#shared/public-messages';
import { DocumentTitle } from '#web/components/document-title';
import { SearchIcon } from '#web/components/icons';
import { Pagination } from '#web/components/pagination';
import { Reveal } from '#web/components/reveal';
import { paginate, parsePageParam } from '#web/lib/pagination';
import { queryClient } from '#web/lib/query-client';
import { publicStaysOptions, usePublicStays } from '../api/get-public-stays';
import { StayCard } from '../components/stay-card';
import { filterStays } from '../lib/filter-stays';
import './stays-page.css';

/** Cards a wide screen shows before any scrolling (three columns). */
const FIRST_SCREEN_CARDS = 3;

export const staysLoader = async () => {
  await queryClient.fetchQuery(publicStaysOptions());
  return null;
};

/** Typing a search or turning a page only changes the query string: no need to fetch again. */
export const staysShouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function StaysPage() {
  const { data: stays } = usePublicStays();
  const [searchParams, setSearchParams] = useSearchParams();
  // The page renders from its own state, at once on each key or click; the address bar follows.
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const [requestedPage, setRequestedPage] = useState(() => parsePageParam(searchParams.get('page')));
  const resultsRef = useRef<HTMLDivElement>(null);
  const matching = filterStays(stays, query);
  const { items, page, pageCount } = paginate(matching, requestedPage, STAYS_PAGE_SIZE);

  const remember = (nextQuery: string, nextPage: number): void => {
    const next = new URLSearchParams(searchParams);
    if (nextQuery) next.set('q', nextQuery);
    else next.delete('q');
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const onSearch = (event: ChangeEvent<HTMLInputElement>): void => {
    setQuery(event.target.value);
    // A new search starts again from the first page.
    setRequestedPage(1);
    remember(event.target.value, 1);
  };

  const onPage = (target: number): void => {
    setRequestedPage(target);
    remember(query, target);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section className="container page stages-page">
      <DocumentTitle title={publicMessages.stages.title} />
      <Reveal className="page-header stages-page__header">
        <h1>{publicMessages.stages.title}</h1>
        <p>{publicMessages.stages.intro}</p>
      </Reveal>

      <search className="stage-search">
        <label htmlFor="stage-search" className="stage-search__label">
          {publicMessages.stages.search}
        </label>
        <div className="stage-search__field">
          <SearchIcon className="stage-search__icon" />
          <input
            id="stage-search"
            type="search"
            value={query}
            onChange={onSearch}
            placeholder={publicMessages.stages.searchHint}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </div>
      </search>

      <div ref={resultsRef} className="stages-page__results">
        <p className="stages-page__count" aria-live="polite">
          {publicMessages.stages.results(matching.length)}
        </p>
        {items.length > 0 ? (
          <ul className="stage-grid">
            {items.map((stay, index) => (
              <li key={stay.id}>
                <StayCard
                  stage={stay}
                  onFirstScreen={index === 0 ? 'first' : index < FIRST_SCREEN_CARDS && 'early'}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="notice notice--info stages-page__empty">
            {stays.length === 0 ? publicMessages.stages.empty : publicMessages.stages.none}
          </p>
        )}
      </div>

      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={onPage}
        label={publicMessages.stages.pagination}
      />
    </section>
  );
}
