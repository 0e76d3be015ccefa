// What other modules may use of the users module.
export { canActOnRole } from "./users.policy";
export {
  countUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseEmail,
  updateUser,
} from "./users.repository";
