import { AddMemberInput } from "@field-commons/shared/jobs";
import type { MyOrganization } from "@field-commons/shared/jobs";
import { useId, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "../../../components/form/fields";
import { errorText, routedResolver } from "../../../components/form/form-model";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { ApiError } from "../../../lib/api-client";
import { useAddMember } from "../api/my-organization";
import { formatDay } from "../utils/organization-text";

const SHOWN: ReadonlySet<string> = new Set(["email"]);

/** The owner adds an existing account, by its e-mail address, as a member. */
function AddMemberForm() {
  const add = useAddMember();
  const resolver = useMemo(() => routedResolver<AddMemberInput>(AddMemberInput, SHOWN), []);
  const form = useForm<AddMemberInput>({ defaultValues: { email: "" }, resolver });
  const [added, setAdded] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setAdded(null);
    try {
      const input = AddMemberInput.parse(values);
      await add.mutateAsync(input);
      setAdded(`${input.email} is now a member.`);
      form.reset({ email: "" });
    } catch (failure) {
      // 404 (no such account) and 409 (already in an organization) are about the address.
      const message =
        failure instanceof ApiError
          ? (failure.fields.email?.[0] ?? errorText(failure, "The member could not be added."))
          : errorText(failure, "The member could not be added.");
      form.setError("email", { type: "server", message }, { shouldFocus: true });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Add a member"
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          name="email"
          label="Member's e-mail"
          type="email"
          autoComplete="off"
          hint="They need a Field Commons account already."
          className="flex-1"
        />
        <Button type="submit" className="shrink-0 sm:mt-6" isBusy={add.isPending}>
          Add Member
        </Button>
      </form>
      {added ? (
        <Message tone="success" className="mt-3">
          {added}
        </Message>
      ) : null}
    </FormProvider>
  );
}

export function MembersSection({ data }: { data: MyOrganization }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        Members
      </h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {data.members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{member.name}</p>
              <p className="text-sm break-all text-slate-600">{member.email}</p>
            </div>
            <p className="text-sm text-slate-600">
              {member.role === "owner" ? "Owner" : "Member"} · since {formatDay(member.addedAt)}
            </p>
          </li>
        ))}
      </ul>
      {data.role === "owner" ? <AddMemberForm /> : null}
    </section>
  );
}
