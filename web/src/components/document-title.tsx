import { config } from '#web/lib/config';

/** The tab's title for a page (React hoists <title> into the document head). */
export function DocumentTitle({ title }: { readonly title: string }) {
  return <title>{`${title} · ${config.organisation.name}`}</title>;
}
