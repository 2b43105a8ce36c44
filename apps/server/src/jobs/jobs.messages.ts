/** Texts of the durable jobs' admin API. */
export const JOBS_MESSAGES = {
  "jobs.adminOnly": {
    ru: "Список заданий доступен только администратору",
    en: "Only an administrator can see the jobs",
  },
} as const;
