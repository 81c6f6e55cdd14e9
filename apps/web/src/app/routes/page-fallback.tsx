import { LoadingBlock } from '../../components/skeleton';

/** Shown while the first page's code loads. */
export function PageFallback() {
  return <LoadingBlock lines={4} fillScreen className="mx-auto max-w-3xl px-4 pt-24" />;
}
