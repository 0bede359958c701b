export * from './roles.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './report.ts';
export * from './product.ts';
export * from './parse.ts';
export * from './homework.ts';
export * from './grading.ts';
