import { SingleImageField } from "../../../components/image-upload/single-image-field";

/**
 * The organization's logo: one image, uploaded at once (with progress) to
 * the image upload route; the form holds its upload id (`logoUploadId`).
 */
export function LogoField({
  initialUrl,
  onUploadingChange,
}: {
  /** The current logo when editing. */
  initialUrl: string | null;
  onUploadingChange: (uploading: boolean) => void;
}) {
  return (
    <SingleImageField
      name="logoUploadId"
      label="Logo"
      initialUrl={initialUrl}
      onUploadingChange={onUploadingChange}
    />
  );
}
