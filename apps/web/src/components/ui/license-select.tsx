import { LICENSES, LICENSE_INFO, type License } from "@field-commons/shared/licenses";
import type { ComponentProps } from "react";
import { Select } from "./select";

/** The licences an author can publish under, by their short names. */
export function LicenseSelect({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof Select>, "value" | "onChange" | "children"> & {
  value: License;
  onValueChange(value: License): void;
}) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(event) => onValueChange(event.target.value as License)}
    >
      {LICENSES.map((license) => (
        <option key={license} value={license}>
          {LICENSE_INFO[license].short}
        </option>
      ))}
    </Select>
  );
}
