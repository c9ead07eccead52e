// The one public entry of @pb/core. Each module is re-exported explicitly.
export * from './auth/capabilities';
export * from './geo/us-states';
export * from './api/auth.schema';
export * from './api/users.schema';
export * from './api/errors.schema';
export * from './messages/platform-messages';
export * from './brand/base-templates';
