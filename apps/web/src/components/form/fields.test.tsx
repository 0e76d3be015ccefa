import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { SelectField, TextField, UrlField, WholeNumberField, parseWholeNumber } from "./fields";
import { RowsField } from "./rows-field";

/** A plain react-hook-form form (no <ContentForm>) that shows its values. */
function Harness({
  defaultValues,
  children,
  onForm,
}: {
  defaultValues: FieldValues;
  children: ReactNode;
  onForm?: (form: UseFormReturn) => void;
}) {
  const form = useForm({ defaultValues });
  onForm?.(form);
  return (
    <FormProvider {...form}>
      <form>{children}</form>
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </FormProvider>
  );
}

const values = () =>
  JSON.parse(screen.getByTestId("values").textContent ?? "{}") as Record<string, unknown>;

describe("parseWholeNumber", () => {
  it("reads whole numbers as people write them, blank as null, and keeps other text", () => {
    expect(parseWholeNumber(" 52,000 ")).toBe(52000);
    expect(parseWholeNumber("52 000")).toBe(52000);
    expect(parseWholeNumber("52000.75")).toBe(52000);
    expect(parseWholeNumber("   ")).toBeNull();
    expect(parseWholeNumber("about 50k")).toBe("about 50k");
    expect(parseWholeNumber("-5")).toBe("-5");
  });
});

describe("field primitives outside a content form", () => {
  it("work in any FormProvider: required comes from the prop only, messages land by path", () => {
    let form: UseFormReturn | undefined;
    render(
      <Harness defaultValues={{ title: "", note: "" }} onForm={(f) => (form = f)}>
        <TextField name="title" label="Title" required />
        <TextField name="note" label="Note" />
      </Harness>,
    );
    const title = screen.getByLabelText("Title");
    expect(title).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Note")).not.toHaveAttribute("aria-required");

    act(() => form?.setError("title", { type: "server", message: "Title is taken" }));
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Title is taken");
  });

  it("TextField holds blank as '' by default, or as null with blank='null'", async () => {
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ name: "a", day: "2030-01-02" }}>
        <TextField name="name" label="Name" />
        <TextField name="day" label="Day" type="date" blank="null" />
      </Harness>,
    );
    await user.clear(screen.getByLabelText("Name"));
    await user.clear(screen.getByLabelText("Day"));
    expect(values()).toEqual({ name: "", day: null });
  });

  it("UrlField completes a bare address when it loses focus and leaves others as typed", async () => {
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ website: "", other: "" }}>
        <UrlField name="website" label="Website" />
        <UrlField name="other" label="Other" />
      </Harness>,
    );
    const website = screen.getByLabelText("Website");
    expect(website).toHaveAttribute("type", "url");
    expect(website).toHaveAttribute("placeholder", "https://");
    await user.type(website, "commons.example.org");
    await user.tab();
    expect(website).toHaveValue("https://commons.example.org/");
    await user.type(screen.getByLabelText("Other"), "http://a.example.org/x");
    await user.tab();
    expect(values()).toEqual({
      website: "https://commons.example.org/",
      other: "http://a.example.org/x",
    });
  });

  it("WholeNumberField keeps what was typed and holds the parsed whole number", async () => {
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ min: 40000, max: null }}>
        <WholeNumberField name="min" label="Minimum" required />
        <WholeNumberField name="max" label="Maximum" />
      </Harness>,
    );
    const min = screen.getByLabelText("Minimum");
    expect(min).toHaveValue("40000");
    expect(min).toHaveAttribute("inputmode", "numeric");
    expect(min).toHaveAttribute("aria-required", "true");
    await user.clear(min);
    await user.type(min, "45,500.9");
    expect(min).toHaveValue("45,500.9");
    await user.type(screen.getByLabelText("Maximum"), "lots");
    expect(values()).toEqual({ min: 45500, max: "lots" });
    await user.clear(min);
    expect(values()).toMatchObject({ min: null });
  });

  it("SelectField holds 'not chosen' as null with blank='null'", async () => {
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ size: "1-10" }}>
        <SelectField
          name="size"
          label="Size"
          placeholder="Select a size"
          blank="null"
          options={[{ value: "1-10", label: "1-10 people" }]}
        />
      </Harness>,
    );
    await user.selectOptions(screen.getByLabelText("Size"), "");
    expect(values()).toEqual({ size: null });
  });

  it("RowsField works in any form: a labelled group with its limit, focus on add and remove", async () => {
    let form: UseFormReturn | undefined;
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ rows: [] }} onForm={(f) => (form = f)}>
        <RowsField
          name="rows"
          label="Education"
          noun="Education"
          newRow={{ degree: "" }}
          empty="No education added yet."
          max={2}
          limitHint={(full) => (full ? "You can add up to 2 entries." : "Up to 2 entries.")}
        >
          {(path) => <TextField name={`${path}.degree`} label="Degree" />}
        </RowsField>
      </Harness>,
    );
    const group = screen.getByRole("group", { name: "Education" });
    expect(within(group).getByText("No education added yet.")).toBeInTheDocument();
    const add = within(group).getByRole("button", { name: "Add Education" });
    expect(add).toHaveAccessibleDescription("Up to 2 entries.");

    await user.click(add);
    const first = within(group).getByRole("group", { name: "Education 1" });
    expect(within(first).getByLabelText("Degree")).toHaveFocus();
    await user.click(add);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("You can add up to 2 entries.");

    await user.click(within(group).getByRole("button", { name: "Remove education 2" }));
    expect(add).toHaveFocus();
    expect(values()).toEqual({ rows: [{ degree: "" }] });

    act(() => form?.setError("rows", { type: "server", message: "Too many rows" }));
    expect(within(group).getByText("Too many rows")).toBeInTheDocument();
  });
});
