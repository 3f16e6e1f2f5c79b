export * from './users.js';
export * from './tokens.js';
export * from './settings.js';
export * from './audit-logs.js';
export * from './form-config.js';
export * from './applications.js';
export * from './notifications.js';
export * from './assignments.js';
