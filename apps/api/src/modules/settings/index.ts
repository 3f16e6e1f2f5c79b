export {
  deleteSettings,
  findSettings,
  getSetting,
  REQUIRE_EMAIL_VERIFICATION,
  setSetting,
} from './settings.service.js';
