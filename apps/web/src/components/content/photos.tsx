import type { ContentImage } from "@field-commons/shared/content";
import { CARD_IMAGE_WIDTH } from "@field-commons/shared/uploads";
import { useId } from "react";

/** The card-size variant for narrow screens, the original where it is worth it. */
function heroSrcSet(image: ContentImage): string | undefined {
  if (image.width <= CARD_IMAGE_WIDTH) return undefined;
  return `${image.cardUrl} ${CARD_IMAGE_WIDTH}w, ${image.url} ${image.width}w`;
}

/** The cover photo, full width; a click opens it full size. */
export function PhotoHero({
  image,
  onOpen,
}: {
  image: ContentImage;
  onOpen: (image: ContentImage) => void;
}) {
  const caption = image.caption.trim();
  return (
    <figure className="mt-8">
      <button
        type="button"
        onClick={() => onOpen(image)}
        className="block w-full overflow-hidden rounded-xl bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <img
          src={image.url}
          srcSet={heroSrcSet(image)}
          sizes="(min-width: 1152px) 1152px, 100vw"
          alt={image.alt}
          width={image.width}
          height={image.height}
          className="aspect-[16/9] max-h-[32rem] w-full object-cover"
        />
        <span className="sr-only">
          {image.alt.trim() ? ", view full size" : "View the cover photo full size"}
        </span>
      </button>
      {caption ? <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption> : null}
    </figure>
  );
}

/** Every photo as a card-size thumbnail; a click opens it full size. */
export function PhotoGallery({
  images,
  onOpen,
}: {
  images: readonly ContentImage[];
  onOpen: (image: ContentImage) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        Photos <span className="text-base font-normal text-slate-600">({images.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.uploadId}>
            <figure>
              <button
                type="button"
                onClick={() => onOpen(image)}
                className="block w-full overflow-hidden rounded-lg bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <img
                  src={image.cardUrl}
                  alt={image.alt}
                  loading="lazy"
                  width={Math.min(image.width, CARD_IMAGE_WIDTH)}
                  height={Math.round(
                    (image.height * Math.min(image.width, CARD_IMAGE_WIDTH)) /
                      Math.max(image.width, 1),
                  )}
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
                />
                <span className="sr-only">
                  {image.alt.trim() ? ", view full size" : `View photo ${index + 1} full size`}
                </span>
              </button>
              {image.caption.trim() ? (
                <figcaption className="mt-1 text-sm text-slate-600">{image.caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
