/**
 * Every date and time in the web app is shown by the one helper the report uses too (issue 41,
 * decision 0072): zh-TW form to the minute, 24-hour clock, Taiwan's time zone.
 */
export { formatDateTime } from '@essay/contracts';
