import { DOMAINS, type Domain } from "@field-commons/shared/domains";
import type { ComponentProps } from "react";
import { Select } from "./select";

/** The seven commons domains, with an empty first choice. */
export function DomainSelect({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Select>, "value" | "onChange" | "children"> & {
  value: Domain | "";
  onValueChange(value: Domain | ""): void;
}) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value as Domain | "")}
    >
      <option value="">Select a domain</option>
      {DOMAINS.map((domain) => (
        <option key={domain} value={domain}>
          {domain}
        </option>
      ))}
    </Select>
  );
}
