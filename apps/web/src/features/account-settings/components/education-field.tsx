import { EDUCATION_YEAR_MAX, PROFILE_LIMITS } from "@field-commons/shared/profiles";
import { TextField, WholeNumberField } from "../../../components/form/fields";
import { RowsField } from "../../../components/form/rows-field";

/** A new education row; a row still like this is not sent. */
export const NEW_EDUCATION = { degree: "", institution: "", year: null };

/**
 * The education list: each entry in a fieldset ('Education 1') with degree,
 * institution and year, a remove button, and an add button under them (at
 * most PROFILE_LIMITS.education).
 */
export function EducationField() {
  return (
    <RowsField
      name="education"
      label="Education"
      noun="Education"
      newRow={NEW_EDUCATION}
      empty="No education added yet."
      max={PROFILE_LIMITS.education}
      limitHint={(full) =>
        full
          ? `You can add up to ${PROFILE_LIMITS.education} entries.`
          : `Up to ${PROFILE_LIMITS.education} entries.`
      }
      fieldsClassName="grid gap-4 sm:grid-cols-[1fr_1fr_7rem]"
    >
      {(path) => (
        <>
          <TextField
            name={`${path}.degree`}
            label="Degree"
            required
            maxLength={PROFILE_LIMITS.degree}
            placeholder="MSc Hydrology"
          />
          <TextField
            name={`${path}.institution`}
            label="Institution"
            required
            maxLength={PROFILE_LIMITS.institution}
            placeholder="University of Nairobi"
          />
          <WholeNumberField
            name={`${path}.year`}
            label="Year"
            maxLength={String(EDUCATION_YEAR_MAX).length}
            placeholder="2019"
          />
        </>
      )}
    </RowsField>
  );
}
