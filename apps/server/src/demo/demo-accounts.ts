import type { Plan, UserRole } from "@field-commons/shared/users";

export const DEMO_ADMIN_EMAIL = "admin@fieldcommons.demo";

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  role: UserRole;
  plan: Plan;
  isContributor: boolean;
}

/** Demo accounts loaded into an empty database when demo mode is on. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    name: "Demo Admin",
    password: "commons-admin-demo",
    role: "admin",
    plan: "contributor",
    isContributor: true,
  },
  {
    email: "contributor@fieldcommons.demo",
    name: "Amara Okafor",
    password: "commons-contributor-demo",
    role: "contributor",
    plan: "contributor",
    isContributor: true,
  },
  {
    email: "researcher@fieldcommons.demo",
    name: "Lucas Ferreira",
    password: "commons-researcher-demo",
    role: "user",
    plan: "free",
    isContributor: false,
  },
];
