import {
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_LABELS,
  JOB_DOMAINS,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
} from "@field-commons/shared/jobs";
import type { JobFilters } from "@field-commons/shared/jobs";
import { useId } from "react";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";

type SelectFilter = Exclude<keyof JobFilters, "search">;

const FILTERS: {
  key: SelectFilter;
  label: string;
  all: string;
  options: readonly { value: string; label: string }[];
}[] = [
  {
    key: "type",
    label: "Job type",
    all: "All types",
    options: JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] })),
  },
  {
    key: "location",
    label: "Location",
    all: "All locations",
    options: LOCATION_TYPES.map((value) => ({ value, label: LOCATION_TYPE_LABELS[value] })),
  },
  {
    key: "domain",
    label: "Domain",
    all: "All domains",
    options: JOB_DOMAINS.map((value) => ({ value, label: value })),
  },
  {
    key: "experience",
    label: "Experience",
    all: "All levels",
    options: EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] })),
  },
];

function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="mt-1"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Type, location (remote, hybrid, in-person), domain and experience; each may be 'All'. */
export function JobFilterSelects({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {FILTERS.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          all={filter.all}
          options={filter.options}
          value={filters[filter.key]}
          onChange={(value) => onChange({ [filter.key]: value } as Partial<JobFilters>)}
        />
      ))}
    </div>
  );
}
