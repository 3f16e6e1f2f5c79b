// The data a test starts from, made the way the app makes it: through the API or a repository
// on the test's own database, never a mock. One file per entity under factories/.
export * from './factories/users.js';
export * from './factories/applications.js';
export * from './factories/options.js';
export * from './factories/attachments.js';
export * from './factories/comments.js';
