/** /doc-details/{folderName}: the files of one shared folder, each previewed by its type. */
import { useParams } from 'react-router-dom';
import { messages } from '#shared/messages';
import { webRoutes } from '#shared/web-routes';
import { DocumentTitle } from '#web/components/document-title';
import { frenchSpacing } from '#web/components/french-spacing';
import { queryClient } from '#web/lib/query-client';
import { folderFilesOptions, useFolderFiles } from '../api/get-folder-files';
import { BackLink } from '../components/back-link';
import { FilePreview } from '../components/file-preview';
import { teamLoader } from '../lib/team-loader';
import './collab.css';

export const folderLoader = teamLoader(async ({ params }) => {
  await queryClient.fetchQuery(folderFilesOptions(params.folderName ?? ''));
  return null;
});

export function FolderPage() {
  const folder = useParams().folderName ?? '';
  const { data: files } = useFolderFiles(folder);
  const title = messages.collab.folderTitle(folder);
  return (
    <section className="container page collab">
      <DocumentTitle title={title} />
      <BackLink to={webRoutes.sharedDocuments} />
      <header className="page-header">
        <h1>{frenchSpacing(title)}</h1>
      </header>
      {files.length === 0 ? (
        <p className="card collab-panel collab-muted">{messages.collab.emptyFolder}</p>
      ) : null}
      <ul className="file-grid">
        {files.map((file) => (
          <li key={file.name} className={`card file-card file-card--${file.preview}`}>
            <h2 className="file-card__name">{file.name}</h2>
            <FilePreview file={file} />
            <a className="file-card__open" href={file.url} target="_blank" rel="noopener noreferrer">
              {messages.collab.seeFile}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
