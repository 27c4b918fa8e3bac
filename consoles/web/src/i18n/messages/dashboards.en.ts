import type { dashboardsJa } from './dashboards.ja';

export const dashboardsEn: typeof dashboardsJa = {
  platformFigures: {
    heading: 'Platform figures',
    month: '{{month}} (Japan time)',
    clients: {
      title: 'Clients',
      total_one: '{{value}} client',
      total_other: '{{value}} clients',
      byPlan: 'By plan',
      byCountry: 'By country',
      open: 'Open the client list',
    },
    activeUsers: {
      title: 'Active users',
      value_one: '{{value}} user',
      value_other: '{{value}} users',
      note: 'Logged in within the last {{days}} days (super admins not counted)',
      open: 'Open clients with the most users first',
    },
    calculations: {
      title: 'Calculations this month',
      value_one: '{{value}} calculation',
      value_other: '{{value}} calculations',
      note: 'Survey and shelf evaluations requested',
    },
    images: {
      title: 'Images this month',
      value_one: '{{value}} image',
      value_other: '{{value}} images',
      note: 'Given back after failing: {{refunded}}',
    },
    failed: {
      title: 'Failed calculations (this month)',
      value_one: '{{value}} calculation',
      value_other: '{{value}} calculations',
      note: 'No image could be calculated. Failed images in all: {{images}}',
    },
    sales: {
      title: 'Sales this month',
      none: 'No sales yet this month',
      fees: 'Plan fees {{planFees}} · usage {{usageFees}}',
      open: 'Open sales management',
    },
    lag: {
      title: 'Subscription lag',
      upToDate_one: 'The {{value}} subscription is up to date',
      upToDate_other: 'All {{value}} subscriptions are up to date',
      behind_one: '{{value}} event behind',
      behind_other: '{{value}} events behind',
      open: 'Open the health check',
    },
    openSales: 'Open in sales management',
  },
};
