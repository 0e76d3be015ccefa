import { ForgotPasswordInput } from "@field-commons/shared/account-recovery";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { TextField } from "../../../components/ui/text-field";
import { useForgotPassword } from "../api/account-recovery";
import { failureDetail } from "./recovery-errors";

/** The e-mail address to send a reset link to; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordInput),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await forgot.mutateAsync(values).catch(() => undefined);
  });
  const failure = forgot.isError ? failureDetail(forgot.error) : null;

  return (
    <form aria-label="Forgot password" noValidate onSubmit={submit} className="mt-6 space-y-4">
      <fieldset disabled={forgot.isPending || forgot.isSuccess} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          errors={errors.email?.message ? [errors.email.message] : undefined}
          {...form.register("email")}
        />
        {forgot.isSuccess ? <Message tone="success">{forgot.data.message}</Message> : null}
        {failure?.detail ? <Message tone="error">{failure.detail}</Message> : null}
        <Button type="submit" isBusy={forgot.isPending} className="w-full">
          Send reset link
        </Button>
      </fieldset>
    </form>
  );
}
