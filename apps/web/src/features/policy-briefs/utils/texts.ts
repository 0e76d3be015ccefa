/** The policy brief's texts. */
export const POLICY_BRIEF_TEXTS = {
  listHeading: "Policy Briefs",
  listIntro:
    "Evidence-based recommendations on how communities and governments can govern shared resources well.",
  listPath: "/policy-briefs",
  listLabel: "Policy Briefs",
  errorHeading: "Error loading policy briefs",
  fetchFailed: "Failed to fetch policy briefs",
  empty: "No policy briefs have been published yet",
  emptyFiltered: "No policy briefs found",
  notFound: "Policy brief not found",
  notFoundHeading: "Policy Brief Not Found",
  notFoundMessage: "The policy brief you're looking for doesn't exist.",
  detailFetchFailed: "Failed to fetch policy brief",
  backToList: "Back to Policy Briefs",
  loading: "Loading policy brief…",
  saveError: "Error saving policy brief",
  createFailed: "Failed to create policy brief",
  updateFailed: "Failed to update policy brief",
  newHeading: "New Policy Brief",
  editHeading: "Edit Policy Brief",
} as const;
