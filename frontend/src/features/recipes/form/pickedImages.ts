import { t } from '@lingui/core/macro';
import { IMAGE_LIMITS } from '@plantry/shared';

/**
 * A photo of the recipe form: one of the recipe's current images (its URL) or a newly chosen file
 * (`url` is then its preview, an object URL). The first one is the featured image.
 */
export interface PickedImage {
  url: string;
  file?: File;
}

/** The types the API takes (PRODUCT.md 'Images'), for the file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export const IMAGE_MAX_MEGABYTES = IMAGE_LIMITS.maxBytes / 1024 / 1024;
/** What the new photos of one upload may weigh together (the API's limit). */
export const UPLOAD_MAX_MEGABYTES = IMAGE_LIMITS.requestMaxBytes / 1024 / 1024;

/** Why one chosen file cannot be uploaded, if it cannot. */
function fileProblem({ name, type, size }: File): string | undefined {
  if (!ACCEPTED_IMAGE_TYPES.includes(type)) return t`${name} is not a JPEG, PNG, WebP, AVIF or GIF image.`;
  if (size > IMAGE_LIMITS.maxBytes) return t`${name} is larger than ${IMAGE_MAX_MEGABYTES} MB.`;
  return undefined;
}

export interface ChosenImages {
  /** The files to add, in the order chosen. */
  accepted: File[];
  /** Why other files were left out, one sentence each. */
  problems: string[];
  /** Good files were left out because they did not fit (only when keeping what fits). */
  overflow: boolean;
}

export interface PhotoRoom {
  /** The most photos the list may hold (a recipe's by default), for the problem's wording. */
  max?: number;
  /** Add the first good files that fit and report `overflow`, rather than none of them. */
  keepWhatFits?: boolean;
  /** The bytes of the new files already in the list, which go up in the same upload. */
  chosenBytes?: number;
}

/** The files that keep the upload within its size limit, in order, and a problem for each other one. */
function withinUploadLimit(files: readonly File[], chosenBytes: number): { fitting: File[]; problems: string[] } {
  let bytes = chosenBytes;
  const fitting: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (bytes + file.size > IMAGE_LIMITS.requestMaxBytes) {
      const { name } = file;
      problems.push(t`${name} would make the new photos larger than ${UPLOAD_MAX_MEGABYTES} MB together.`);
      continue;
    }
    bytes += file.size;
    fitting.push(file);
  }
  return { fitting, problems };
}

/**
 * The chosen files that may be added when `room` more photos fit, and what is wrong with the
 * others. When the good ones do not all fit, none is added (the person chooses again), or, with
 * `keepWhatFits`, the first ones that fit are. Files that would take the upload over its size
 * limit are left out, each with its reason.
 */
export function checkChosenImages(
  files: readonly File[],
  room: number,
  { max = IMAGE_LIMITS.recipeImagesMax, keepWhatFits = false, chosenBytes = 0 }: PhotoRoom = {},
): ChosenImages {
  const singleProblems = files.map(fileProblem).filter((problem) => problem !== undefined);
  const { fitting: good, problems: sizeProblems } = withinUploadLimit(
    files.filter((file) => fileProblem(file) === undefined),
    chosenBytes,
  );
  const problems = [...singleProblems, ...sizeProblems];
  if (good.length <= room) return { accepted: good, problems, overflow: false };
  if (keepWhatFits) return { accepted: good.slice(0, Math.max(room, 0)), problems, overflow: true };
  return {
    accepted: [],
    problems: [
      ...problems,
      room > 0
        ? t`A recipe can have at most ${max} photos: choose up to ${room} more.`
        : t`A recipe can have at most ${max} photos. Remove one to add another.`,
    ],
    overflow: true,
  };
}

/** The newly chosen files, in order. */
export function newFiles(images: readonly PickedImage[]): File[] {
  return images.flatMap(({ file }) => (file ? [file] : []));
}

/** Whether the photos differ from the recipe's current ones (`initial`): order, removals or new files. */
export function imagesChanged(initial: readonly PickedImage[], images: readonly PickedImage[]): boolean {
  return images.length !== initial.length || images.some((image, index) => image.file || image.url !== initial[index]?.url);
}
