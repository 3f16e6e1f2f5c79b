export {
  deleteSettings,
  findSettings,
  getSetting,
  REQUIRE_2FA_ROLES,
  REQUIRE_EMAIL_VERIFICATION,
  setSetting,
} from './settings.service.js';
export {
  DATE_SETTING_DEFAULTS,
  DATE_SETTING_KEYS,
  dateStyleOf,
  dateStyleWith,
  organisationDates,
  organisationDatesOf,
  type DateReader,
  type OrganisationDates,
} from './date-style.js';
