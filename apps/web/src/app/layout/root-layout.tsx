import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { UpdatePrompt } from "../../components/app-update/update-prompt";
import { lazyComponent } from "../../components/errors/lazy-component";
import { AccountPanelProvider } from "../../features/auth/components/account-panel-provider";
import { useSession } from "../../lib/session/use-session";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent"
    />
  );
}

/** Header, main content and footer around every screen. */
// Only a signed-in, unverified user needs the banner: it loads then, not on every first visit.
const VerifyEmailBanner = lazyComponent(
  () =>
    import("../../features/account-recovery/components/verify-email-banner").then((m) => ({
      default: m.VerifyEmailBanner,
    })),
  { hidden: true },
);

// Work kept on the device, for a signed-in person only: recordings made
// offline are sent from any page, and what was read stays readable offline.
const TakeUploads = lazyComponent(
  () =>
    import("../../features/recordings/components/take-uploads").then((m) => ({
      default: m.TakeUploads,
    })),
  { hidden: true },
);
const DeviceReading = lazyComponent(
  () =>
    import("../../components/offline/device-reading").then((m) => ({
      default: m.DeviceReading,
    })),
  { hidden: true },
);

function DeviceWork() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <DeviceReading />
      <TakeUploads />
    </Suspense>
  );
}

function UnverifiedEmailBanner() {
  const { user, isConfirmed } = useSession();
  if (!user || !isConfirmed || user.isVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <AccountPanelProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <UnverifiedEmailBanner />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
      <UpdatePrompt />
      <DeviceWork />
    </AccountPanelProvider>
  );
}
