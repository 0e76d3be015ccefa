import type { ProfileValues } from "@field-commons/shared/profiles";
import type { Plan, UserRole } from "@field-commons/shared/users";
import { DEMO_ADMIN_EMAIL } from "../src/modules/auth";

export interface DemoAccount {
  email: string;
  name: string;
  password: string;
  role: UserRole;
  plan: Plan;
  isContributor: boolean;
  /** What the account's public profile says. */
  profile?: Partial<Omit<ProfileValues, "name" | "avatarUploadId">>;
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
    profile: {
      title: "Researcher, community water governance",
      location: "Enugu, Nigeria",
      bio: "I study how villages in south-eastern Nigeria and the Sahel run shared wells, irrigation channels and grazing land: who makes the rules, how they are enforced, and what happens when the state or a donor arrives with a new pump.",
      experience:
        "Eight years of fieldwork with water-user associations in Nigeria, Niger and Ghana; adviser to two regional river-basin authorities.",
      education: [
        { degree: "PhD Development Studies", institution: "University of Ibadan", year: 2017 },
        { degree: "MSc Environmental Policy", institution: "University of Ghana", year: 2011 },
      ],
      skills: ["Participatory mapping", "Institutional analysis", "Household surveys", "Hausa"],
      researchInterests: ["Water commons", "Polycentric governance", "Pastoral land tenure"],
      showEmail: true,
    },
  },
  {
    email: "researcher@fieldcommons.demo",
    name: "Lucas Ferreira",
    password: "commons-researcher-demo",
    role: "user",
    plan: "free",
    isContributor: false,
    profile: {
      title: "Doctoral candidate, knowledge commons",
      location: "Porto Alegre, Brazil",
      bio: "I follow community seed banks and open-source agricultural tools in southern Brazil, and plan field visits with this site.",
      skills: ["Ethnography", "QGIS", "Portuguese", "Spanish"],
      researchInterests: ["Seed commons", "Open hardware", "Cooperatives"],
    },
  },
];
