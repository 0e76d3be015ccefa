import { SKILL_MAX, SKILLS_MAX } from "@field-commons/shared/applications";
import { TagsInput } from "../../../components/ui/tags-input";

export const SKILL_TEXTS = {
  label: "Skills",
  hint: "Press Enter or + after each skill.",
  duplicate: "That skill is already added.",
} as const;

const SKILL_NOUN = { one: "skill", many: "skills" };

/**
 * The applicant's skills: type one and press Enter or +. Skills are trimmed,
 * never blank and never repeated (ignoring case; a repeat is dropped); each
 * has a remove button.
 */
export function SkillsInput({
  value,
  onChange,
  errors = [],
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  errors?: readonly string[];
}) {
  return (
    <TagsInput
      label={SKILL_TEXTS.label}
      value={value}
      onChange={onChange}
      max={SKILLS_MAX}
      maxLength={SKILL_MAX}
      placeholder="e.g. Qualitative interviews"
      hint={SKILL_TEXTS.hint}
      errors={errors}
      noun={SKILL_NOUN}
      duplicateMessage={SKILL_TEXTS.duplicate}
      plusButton
      clearDuplicate
    />
  );
}
