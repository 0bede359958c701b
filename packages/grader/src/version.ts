/** Engine identity written into every report. */
export const ENGINE_NAME = 'builtin';
export const ENGINE_VERSION = '0.1.0';
