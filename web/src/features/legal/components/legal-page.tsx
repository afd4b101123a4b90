/** The frame of the three legal pages: title, lead, a table of contents and numbered sections. */
import type { ReactNode } from 'react';
import { publicMessages } from '#shared/public-messages';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing, frenchSpacingIn } from '#web/components/french-spacing';
import { Reveal } from '#web/components/reveal';
import './legal-page.css';

export interface LegalSection {
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

interface LegalPageProps {
  readonly title: string;
  readonly lead: ReactNode;
  readonly sections: readonly LegalSection[];
}

const TOC_LABEL = publicMessages.legal.toc;

export function LegalPage({ title, lead, sections }: LegalPageProps) {
  return (
    <article className="container page legal">
      <DocumentTitle title={title} />
      <Reveal className="page-header legal__header">
        <h1>{frenchSpacing(title)}</h1>
        <div className="legal__lead">{frenchSpacingIn(lead)}</div>
      </Reveal>
      <div className="legal__layout">
        <nav className="legal__toc" aria-label={TOC_LABEL}>
          <p className="legal__toc-title">{TOC_LABEL}</p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="card legal__body">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-titre`}
            >
              <h2 id={`${section.id}-titre`}>
                <span className="legal__number">{index + 1}.</span> {frenchSpacing(section.title)}
              </h2>
              {frenchSpacingIn(section.content)}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
