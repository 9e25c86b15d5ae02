import * as css from './BucketForm.css.js';

/**
 * Spec 4: creating, a warning while Public is on; editing, one as soon as the switch differs from
 * the stored value, saying what the change does to the bucket's objects.
 */
export function PublicWarning({
  isPublic,
  stored,
}: {
  readonly isPublic: boolean;
  /** The bucket's stored value when editing; undefined when creating. */
  readonly stored: boolean | undefined;
}) {
  const warning = warningFor(isPublic, stored);
  if (!warning) return null;
  return (
    <div role="note" className={css.warning}>
      <p className={css.warningTitle}>{warning.title}</p>
      <p className={css.warningText}>{warning.text}</p>
    </div>
  );
}

function warningFor(isPublic: boolean, stored: boolean | undefined) {
  if (stored === undefined) {
    return isPublic
      ? {
          title: 'Public buckets are not protected',
          text: 'Anyone can read the objects of a public bucket without any authorization. Policies still decide who may upload, update and delete them.',
        }
      : undefined;
  }
  if (isPublic === stored) return undefined;
  return isPublic
    ? {
        title: 'Making bucket public',
        text: 'This will make all objects public: anyone with an object’s URL can read it.',
      }
    : {
        title: 'Making bucket private',
        text: 'Its objects will no longer be readable by their public URLs, only with a signed URL or as policies allow.',
      };
}
