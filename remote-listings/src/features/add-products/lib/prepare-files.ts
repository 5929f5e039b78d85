import { downscaleImage, type ImagePipeline } from './downscale-image';
import { imageProcessingFailed } from '../../../messages';

export interface PreparedFiles {
  files: File[];
  /** 'Failed to process {file}' for each image that could not be processed (spec §5). */
  failures: string[];
}

/** The chosen files as they will be uploaded: images downscaled (spec §5), others unchanged. */
export async function prepareFiles(
  chosen: readonly File[],
  pipeline?: ImagePipeline,
): Promise<PreparedFiles> {
  const files: File[] = [];
  const failures: string[] = [];
  for (const file of chosen) {
    try {
      files.push(await downscaleImage(file, pipeline));
    } catch {
      failures.push(imageProcessingFailed(file.name));
    }
  }
  return { files, failures };
}
