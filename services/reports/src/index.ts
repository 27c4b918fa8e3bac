/** PDF reports of evaluation results (issue 6): HTML built per report type, printed by headless Chromium. */
export {};
