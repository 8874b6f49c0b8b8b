/**
 * The request's images for the run (docs/contract.md#images): downloaded with the job's
 * token before the prompt is built, each left out said in the log; the report lists the
 * images the model saw and those it did not.
 */
import type { TaskContext } from '../github/context.js';
import { attachImages, type RequestImages } from '../images/attach.js';
import type { ActionRun } from '../run/run-context.js';
import type { ImagesShown } from '../report/images.js';

/** Finds and downloads the images of the context's texts; says in the log what came of each. */
export async function requestImages(run: ActionRun, context: TaskContext): Promise<RequestImages> {
  const found = await attachImages(context, {
    maxImages: run.inputs.maxImages,
    token: run.inputs.githubToken,
    serverUrl: run.runner.serverUrl,
    signal: run.signal,
  });
  for (const image of found.images) {
    run.log.info(`Image for the model: ${image.name} (${image.mediaType}, ${image.bytes} bytes)`);
  }
  for (const image of found.leftOut) {
    run.log.info(`Image ${image.number} left out: ${image.name}: ${image.reason}`);
  }
  return found;
}

/**
 * What the model saw: the images whose place a part's prompt holds. One whose place was
 * cut with a long section (the earliest comments go first) is left out after all.
 */
export function imagesShown(
  found: RequestImages,
  parts: readonly { prompt: string }[],
): ImagesShown {
  const placed = (marker: string) => parts.some((part) => part.prompt.includes(marker));
  const seen = found.images.filter((image) => placed(image.marker));
  const cut = found.images
    .filter((image) => !placed(image.marker))
    .map((image) => ({ name: image.name, reason: 'its place was cut from a long section' }));
  return {
    seen: seen.map(({ name, mediaType, bytes }) => ({ name, mediaType, bytes })),
    leftOut: [...found.leftOut.map(({ name, reason }) => ({ name, reason })), ...cut],
  };
}
