/**
 * The project's assumption of the contest service's upload limits (the spec names only the multipart fields): both
 * backends take up to 3 files of at most 5 MB each, as JPEG, PNG or PDF. The shop shows these before the upload and
 * checks them before sending; the sandbox refuses an entry that breaks them.
 */
export const contestUploadLimits = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/** What is wrong with one upload under the limits, or null when it may be sent. */
export function uploadProblem(file: { size: number; type: string }): 'size' | 'type' | null {
  if (!(contestUploadLimits.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > contestUploadLimits.maxBytes) return 'size';
  return null;
}
