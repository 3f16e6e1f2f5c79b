export * from './enums.js';
export * from './rtl.js';
export * from './limits.js';
export * from './user.js';
export * from './list.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './branding.js';
