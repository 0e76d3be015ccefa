import type { Plan } from "@field-commons/shared/users";
import { useEffect, useRef, useState } from "react";
import { SIGNUP_PAYMENT_TEXTS } from "@field-commons/shared/auth";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useTimeout } from "../../../hooks/use-timeout";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useSession } from "../../../lib/session/use-session";
import type { AccountTab } from "../../../lib/account-panel";
import { MESSAGE_READ_DELAY_MS } from "../utils/auth-errors";
import { LoginForm } from "./login-form";
import { SignedInSummary } from "./signed-in-summary";
import { SignupForm } from "./signup-form";
import { WelcomePanel } from "./welcome-panel";

export interface AccountPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AccountTab;
  /** Focus target when the panel closes; defaults to the element focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  /** Why it opened ('Sign in to like this'), said in place of the general description. */
  reason?: string | null;
}

/** The account panel: Welcome, Login and Sign Up tabs, or the signed-in user's summary. */
export function AccountPanel({
  open,
  onOpenChange,
  initialTab = "welcome",
  returnFocusTo,
  reason = null,
}: AccountPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Opened to log in: start in the e-mail field, not on the tabs.
          if (initialTab !== "login") return;
          const email =
            event.currentTarget instanceof HTMLElement
              ? event.currentTarget.querySelector<HTMLInputElement>(
                  'form[aria-label="Login"] input[name="email"]',
                )
              : null;
          if (email) {
            event.preventDefault();
            email.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.isConnected) {
            event.preventDefault();
            returnFocusTo.focus();
          }
        }}
      >
        <AccountPanelBody
          initialTab={initialTab}
          reason={reason}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the panel is open, so every opening starts fresh. */
function AccountPanelBody({
  initialTab,
  reason,
  onClose,
}: {
  initialTab: AccountTab;
  reason: string | null;
  onClose: () => void;
}) {
  const { user } = useSession();
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const [plan, setPlan] = useState<Plan>("free");
  // Once a sign-in or sign-up starts, keep the tabs on screen until the panel
  // closes, so its messages stay readable after the session changes.
  const [flowStarted, setFlowStarted] = useState(false);
  // A sign-up (and a contributor's payment) keeps the Sign Up tab until the
  // reader continues.
  const [signup, setSignup] = useState<"idle" | "started" | "done">("idle");
  const continueButton = useRef<HTMLButtonElement>(null);
  const schedule = useTimeout();
  useEffect(() => {
    if (signup === "done") continueButton.current?.focus();
  }, [signup]);

  const callbacks = {
    onSubmitStart: () => setFlowStarted(true),
    // Close after a moment so the final message can be read.
    onComplete: () => schedule(onClose, MESSAGE_READ_DELAY_MS),
  };
  const signupCallbacks = {
    onSubmitStart: () => {
      setFlowStarted(true);
      setSignup("started");
    },
    // The final message (activated, or still free) stays until Continue.
    onComplete: () => setSignup("done"),
  };

  if (user && !flowStarted) {
    return (
      <>
        <DialogTitle>Account</DialogTitle>
        <DialogDescription>You are signed in to Field Commons.</DialogDescription>
        <div className="mt-5">
          <SignedInSummary user={user} onNavigate={onClose} onLoggedOut={onClose} />
        </div>
      </>
    );
  }

  return (
    <>
      <DialogTitle>Account</DialogTitle>
      {reason ? (
        <DialogDescription className="font-semibold text-slate-900">{reason}</DialogDescription>
      ) : (
        <DialogDescription>Log in or create a Field Commons account.</DialogDescription>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (signup === "idle") setTab(value as AccountTab);
        }}
        className="mt-4"
      >
        <TabsList aria-label="Account options">
          <TabsTrigger value="welcome">Welcome</TabsTrigger>
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="welcome">
          <WelcomePanel
            plan={plan}
            onPlanChange={setPlan}
            onContinueToSignup={() => setTab("signup")}
            onShowLogin={() => setTab("login")}
            {...callbacks}
          />
        </TabsContent>
        <TabsContent value="login">
          <LoginForm {...callbacks} onForgotPassword={onClose} />
        </TabsContent>
        <TabsContent value="signup">
          <SignupForm plan={plan} onPlanChange={setPlan} {...signupCallbacks} />
          {signup === "done" ? (
            <Button ref={continueButton} className="mt-4 w-full" onClick={onClose}>
              {SIGNUP_PAYMENT_TEXTS.continueLabel}
            </Button>
          ) : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
