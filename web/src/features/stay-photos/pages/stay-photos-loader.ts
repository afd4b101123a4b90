/**
 * The loader of /stage-details/{stageId}, in a module of its own: the router bundles it with the app's
 * entry and loads the page's code on demand, so the stay and the first page of photos are asked for
 * as soon as the app starts, while the page's code is still on its way. It only starts both reads;
 * the page shows its frame meanwhile and sends a refused visitor to the sign-in page.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '#web/lib/query-client';
import { photosOptions } from '../api/get-photos';
import { stayOptions } from '../api/get-stay';

export const stayPhotosLoader = ({ params }: LoaderFunctionArgs) => {
  const stayId = params.stageId ?? '';
  void queryClient.prefetchQuery(stayOptions(stayId));
  void queryClient.prefetchInfiniteQuery(photosOptions(stayId));
  return null;
};
