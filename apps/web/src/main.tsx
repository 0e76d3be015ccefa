import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider";
import { createAppRouter } from "./app/router";
import { AppErrorBoundary } from "./components/errors/app-error-boundary";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html.");

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
