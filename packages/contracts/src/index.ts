export * from './roles.ts';
export * from './report.ts';
