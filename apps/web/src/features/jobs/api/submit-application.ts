import {
  APPLICATION_MESSAGES,
  APPLICATION_PARTS,
  Application,
} from "@field-commons/shared/applications";
import type { ApplicationInput } from "@field-commons/shared/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { uploadForm } from "../../../lib/upload-file";
import type { UploadOptions } from "../../../lib/upload-file";
import { jobKeys } from "./get-jobs";

export const APPLICATIONS_PATH = "/api/applications";

/**
 * POST /api/applications: multipart, the application as JSON in one part and
 * the résumé file in the other, with upload progress (lib/upload-file.ts).
 */
export function submitApplication(
  input: ApplicationInput,
  resume: File,
  options?: UploadOptions,
): Promise<Application> {
  const form = new FormData();
  form.append(APPLICATION_PARTS.fields, JSON.stringify(input));
  form.append(APPLICATION_PARTS.resume, resume, resume.name);
  return uploadForm(APPLICATIONS_PATH, form, Application, options);
}

export function useSubmitApplication(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      resume,
      onProgress,
    }: {
      input: ApplicationInput;
      resume: File;
      onProgress?: (fraction: number) => void;
    }) => submitApplication(input, resume, { onProgress }),
    // The job's application count and the visitor's application changed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
  });
}

/**
 * What to tell the applicant when the submit failed: the server's own words
 * for a duplicate or closed job (409), an oversized or wrong résumé (413,
 * 415); otherwise the spec's message.
 */
export function applicationErrorText(error: unknown): string {
  if (error instanceof ApiError && [409, 413, 415].includes(error.status)) {
    return error.serverMessage ?? APPLICATION_MESSAGES.submitFailed;
  }
  return APPLICATION_MESSAGES.submitFailed;
}
