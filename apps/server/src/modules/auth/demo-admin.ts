/** The account "Admin Login (Demo)" signs in as, when the demo is loaded. */
export const DEMO_ADMIN_EMAIL = "admin@fieldcommons.demo";
