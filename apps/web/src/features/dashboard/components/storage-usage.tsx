import { STORAGE_MESSAGES } from "@field-commons/shared/uploads";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useMyStorage } from "../api/get-dashboard";

/**
 * How much of the plan's upload storage the account uses (GET /api/me/storage):
 * the server refuses uploads past the limit, so the figure is shown before
 * anyone meets it. Nothing is shown until the figure has loaded.
 */
export function StorageUsageNote() {
  const storage = useMyStorage();
  if (!storage.data) return null;
  const { usedBytes, limitBytes } = storage.data;
  const text = STORAGE_MESSAGES.usage(usedBytes, limitBytes);
  return (
    <div className="mt-4 max-w-md">
      <p className="text-sm text-slate-600">{text}</p>
      {limitBytes !== null ? (
        <ProgressBar
          className="mt-1"
          label="Storage used"
          value={limitBytes > 0 ? (usedBytes / limitBytes) * 100 : 100}
        />
      ) : null}
    </div>
  );
}
