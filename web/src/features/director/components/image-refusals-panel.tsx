/** The deposit page's list of the children whose image must not be published. */
import { ImageRefusals } from '#web/components/image-refusals';
import { useImageRefusals } from '../api/get-image-refusals';

export function ImageRefusalsPanel({ stageId: stayId }: { readonly stageId: string }) {
  const refusals = useImageRefusals(stayId);
  return <ImageRefusals refusals={refusals.data} failed={refusals.isError} />;
}
