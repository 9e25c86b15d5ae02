/** The grant model: the shared permission names of `@atrium/common/permissions`. */
export * from '@atrium/common/permissions';
