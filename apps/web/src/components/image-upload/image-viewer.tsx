import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef } from "react";
import { Button } from "../ui/button";

export interface ViewerImage {
  /** The original, full size. */
  url: string;
  alt: string;
  caption?: string;
  width?: number;
  height?: number;
}

/**
 * The full-size image viewer: the original image with its alt text and
 * caption. Closes with Escape, the Close button or a click outside the image;
 * focus returns to whatever opened it.
 */
export function ImageViewer({
  image,
  onClose,
}: {
  /** The image to show; null keeps the viewer closed. */
  image: ViewerImage | null;
  onClose: () => void;
}) {
  const caption = image?.caption?.trim();
  // Radix returns focus only to a Dialog.Trigger; the viewer is opened by many
  // buttons, so it remembers the one that had focus.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/90" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 focus-visible:outline-none sm:p-8"
          onClick={(event) => {
            // A click on the dark backdrop around the image closes the viewer.
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <DialogPrimitive.Title className="sr-only">
            {image?.alt.trim() ? image.alt : "Full-size image"}
          </DialogPrimitive.Title>
          <div className="flex w-full max-w-6xl justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary" size="sm">
                Close
              </Button>
            </DialogPrimitive.Close>
          </div>
          {image ? (
            <figure className="flex min-h-0 w-full max-w-6xl flex-1 flex-col items-center justify-center">
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-md object-contain"
              />
              {caption ? (
                <figcaption className="mt-3 max-w-prose text-center text-base text-white">
                  {caption}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
