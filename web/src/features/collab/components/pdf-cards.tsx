/** PDF cards with 'Voir le PDF' (booklets, stay documents); other types get a download link. */
import type { StoredFile } from '#shared/collab-schemas';
import { messages } from '#shared/messages';

export function PdfCards({
  files,
  titleOf,
}: {
  readonly files: readonly StoredFile[];
  readonly titleOf: (file: StoredFile, index: number) => string;
}) {
  return (
    <ul className="pdf-grid">
      {files.map((file, index) => (
        <li key={file.url} className="card pdf-card">
          <span className="pdf-card__badge" aria-hidden="true">
            {file.preview === 'pdf' ? 'PDF' : file.name.split('.').pop()?.toUpperCase()}
          </span>
          <h2 className="pdf-card__title">{titleOf(file, index)}</h2>
          <p className="pdf-card__file">{file.name}</p>
          {file.preview === 'pdf' ? (
            <a
              className="btn btn--primary pdf-card__action"
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {messages.collab.seePdf}
            </a>
          ) : (
            <a className="btn btn--secondary pdf-card__action" href={file.url} download={file.name}>
              {messages.collab.download(file.name)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
