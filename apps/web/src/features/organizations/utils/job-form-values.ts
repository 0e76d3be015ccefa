import { DEFAULT_CURRENCY, JOB_MESSAGES, JobInput } from "@field-commons/shared/jobs";
import type {
  CompensationType,
  Currency,
  ExperienceLevel,
  JobDetail,
  JobDomain,
  JobStatus,
  JobType,
  LocationType,
  ParsedJobInput,
} from "@field-commons/shared/jobs";
import type { MessageFix } from "../../../components/form/form-model";

/**
 * The job form's values: the API's JobInput, except that a choice not made
 * yet is undefined and a salary being typed may not be a number yet. The
 * salary fields are kept while "Unpaid" is chosen (the schema drops them).
 */
export interface JobFormValues {
  title: string;
  type?: JobType;
  domain?: JobDomain;
  experienceLevel?: ExperienceLevel;
  location: { country: string; city: string; type?: LocationType };
  description: string;
  category: string;
  compensation: {
    type: CompensationType;
    min: number | string | null;
    max: number | string | null;
    currency: Currency;
  };
  tags: string[];
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  applicationDeadline: string | null;
  startDate: string | null;
  status: JobStatus;
}

export function blankJobValues(): JobFormValues {
  return {
    title: "",
    location: { country: "", city: "" },
    description: "",
    category: "",
    compensation: { type: "unpaid", min: null, max: null, currency: DEFAULT_CURRENCY },
    tags: [],
    requirements: [],
    responsibilities: [],
    benefits: [],
    applicationDeadline: null,
    startDate: null,
    status: "active",
  };
}

/** A loaded job as the form's values (the edit modal starts from these). */
export function jobValuesFromDetail(job: JobDetail): JobFormValues {
  return {
    title: job.title,
    type: job.type,
    domain: job.domain,
    experienceLevel: job.experienceLevel,
    location: { ...job.location },
    description: job.description,
    category: job.category,
    compensation: {
      type: job.compensation.type,
      min: job.compensation.min,
      max: job.compensation.max,
      currency: job.compensation.currency,
    },
    tags: [...job.tags],
    requirements: [...job.requirements],
    responsibilities: [...job.responsibilities],
    benefits: [...job.benefits],
    applicationDeadline: job.applicationDeadline,
    startDate: job.startDate,
    status: job.status,
  };
}

/** Every path the job form shows messages for. */
export const JOB_FORM_FIELDS: ReadonlySet<string> = new Set([
  "title",
  "type",
  "domain",
  "experienceLevel",
  "location.country",
  "location.city",
  "location.type",
  "description",
  "category",
  "compensation.type",
  "compensation.min",
  "compensation.max",
  "compensation.currency",
  "tags",
  "requirements",
  "responsibilities",
  "benefits",
  "applicationDeadline",
  "startDate",
  "status",
]);

const REQUIRED_CHOICES: Record<string, string> = {
  type: "Job type is required",
  domain: "Domain is required",
  experienceLevel: "Experience level is required",
  "location.type": "Location type is required",
};

const WHOLE_NUMBER_MESSAGE = "Enter a whole number, for example 45000";

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** Our words where the shared schema's would be technical (a blank choice, a salary that is text). */
export const jobMessageFix: MessageFix = (path, value) => {
  const required = REQUIRED_CHOICES[path];
  if (required && isBlank(value)) return required;
  if (path === "compensation.min" && isBlank(value)) return JOB_MESSAGES.salaryRequired;
  if ((path === "compensation.min" || path === "compensation.max") && typeof value === "string") {
    return WHOLE_NUMBER_MESSAGE;
  }
  return null;
};

/** The whole input of a loaded job with another status (Close sends the job as it is, closed). */
export function jobInputWithStatus(job: JobDetail, status: JobStatus): ParsedJobInput {
  return JobInput.parse({ ...jobValuesFromDetail(job), status });
}
