import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { IMAGE_LIMITS } from '@plantry/shared';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { ACCEPTED_IMAGE_TYPES, checkChosenImages, IMAGE_MAX_MEGABYTES, newFiles, type PickedImage } from './pickedImages';
import './ImagePicker.css';

interface ImagePickerProps {
  /** Given by Form.Item, so that the field's label names the file input. */
  id?: string;
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
  /** The most photos it takes (a recipe's by default). */
  max?: number;
  /** Whether the first photo is the featured one, and another can be made featured (recipes). */
  featured?: boolean;
  /** The line under the button; by default, the recipe form's. */
  hint?: string;
  /**
   * When given, a choice that does not all fit keeps the first photos that fit and this is called
   * (to say so); otherwise none of that choice is added and the picker says why.
   */
  onTooMany?: () => void;
}

/**
 * A new photo cannot go before a current one: the API keeps the current images first and puts
 * new ones after them.
 */
function canFeature(images: readonly PickedImage[], index: number): boolean {
  return index > 0 && (!images[index]!.file || images.every((image) => image.file));
}

/**
 * Photos to upload (a recipe's, a review's): several chosen at once, each previewed and removable.
 * For a recipe the first is the featured image and any other can be made featured. Files are
 * checked (type, size, count) before they join the list, so nothing is uploaded that the API
 * would refuse for those reasons.
 */
export function ImagePicker({
  id,
  value: images = [],
  onChange,
  max = IMAGE_LIMITS.recipeImagesMax,
  featured = true,
  hint,
  onTooMany,
}: ImagePickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const inputId = useId();
  const hintId = useId();
  // Previews made here; each is released when its photo is removed or the picker goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => {
      made.forEach((url) => URL.revokeObjectURL(url));
      made.clear();
    };
  }, []);
  // A preview that was shown and is gone (removed, or the form was reset) is released.
  const shown = useRef<readonly PickedImage[]>(images);
  useEffect(() => {
    const now = new Set(images.map(({ url }) => url));
    shown.current.forEach(({ url }) => {
      if (!now.has(url) && previews.current.delete(url)) URL.revokeObjectURL(url);
    });
    shown.current = images;
  }, [images]);

  const change = (next: PickedImage[]) => {
    setProblems([]);
    onChange?.(next);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // so that choosing the same file again is noticed
    const chosenBytes = newFiles(images).reduce((sum, file) => sum + file.size, 0);
    const chosen = checkChosenImages(files, max - images.length, { max, keepWhatFits: onTooMany !== undefined, chosenBytes });
    const added = chosen.accepted.map((file) => ({ url: URL.createObjectURL(file), file }));
    added.forEach(({ url }) => previews.current.add(url));
    if (added.length > 0) change([...images, ...added]);
    setProblems(chosen.problems);
    if (chosen.overflow) onTooMany?.();
  };

  const remove = (index: number) => change(images.filter((_, i) => i !== index));

  const feature = (index: number) => change([images[index]!, ...images.filter((_, i) => i !== index)]);

  const mixed = featured && images.some((image) => image.file) && images.some((image) => !image.file);

  return (
    <div className="image-picker">
      <input
        id={id ?? inputId}
        className="image-picker__input"
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        aria-describedby={hintId}
        onChange={choose}
      />
      <label htmlFor={id ?? inputId} className="image-picker__add">
        <PlusOutlined aria-hidden />
        {t`Add photos`}
      </label>
      <p id={hintId} className="image-picker__hint">
        {hint ?? t`JPEG, PNG, WebP, AVIF or GIF, up to ${IMAGE_MAX_MEGABYTES} MB each, at most ${max} photos. The first photo is featured.`}
        {mixed && ` ${t`New photos go after your current ones; to feature a new photo, remove the current ones first.`}`}
      </p>

      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t`Some photos were not added`}
          description={
            <ul className="image-picker__problems">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}

      {images.length > 0 && (
        <ul className="image-picker__grid" aria-label={t`Chosen photos`}>
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li key={image.url} className="image-picker__item">
                <img className="image-picker__preview" src={image.url} alt={image.file ? image.file.name : t`Current photo ${number}`} />
                {featured && index === 0 && <span className="image-picker__badge">{t`Featured`}</span>}
                <div className="image-picker__actions">
                  {featured && canFeature(images, index) && (
                    <Button onClick={() => feature(index)}>
                      {t`Make featured`}
                      <VisuallyHidden>{` ${t`(photo ${number})`}`}</VisuallyHidden>
                    </Button>
                  )}
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t`Remove photo ${number}`}
                    onClick={() => remove(index)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
