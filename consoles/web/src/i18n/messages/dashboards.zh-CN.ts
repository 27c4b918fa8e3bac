import type { dashboardsJa } from './dashboards.ja';

export const dashboardsZhCN: typeof dashboardsJa = {
  platformFigures: {
    heading: '平台数据',
    month: '{{month}}（日本时间）',
    clients: {
      title: '客户',
      total_one: '{{value}} 家',
      total_other: '{{value}} 家',
      byPlan: '按方案',
      byCountry: '按国家/地区',
      open: '打开客户列表',
    },
    activeUsers: {
      title: '活跃用户',
      value_one: '{{value}} 人',
      value_other: '{{value}} 人',
      note: '过去{{days}}天内登录过的用户（不含超级管理员）',
      open: '按用户数从多到少打开',
    },
    calculations: {
      title: '本月计算',
      value_one: '{{value}} 次',
      value_other: '{{value}} 次',
      note: '已申请的调查评价和货架评价计算',
    },
    images: {
      title: '本月图片',
      value_one: '{{value}} 张',
      value_other: '{{value}} 张',
      note: '其中因失败退还：{{refunded}} 张',
    },
    failed: {
      title: '失败的计算（本月）',
      value_one: '{{value}} 次',
      value_other: '{{value}} 次',
      note: '没有任何图片计算成功的计算。失败图片共 {{images}} 张',
    },
    sales: {
      title: '本月销售额',
      none: '本月尚无销售额',
      fees: '方案费用 {{planFees}}・使用费用 {{usageFees}}',
      open: '打开销售管理',
    },
    lag: {
      title: '订阅处理延迟',
      upToDate_one: '{{value}} 个处理均为最新',
      upToDate_other: '{{value}} 个处理均为最新',
      behind_one: '落后 {{value}} 个事件',
      behind_other: '落后 {{value}} 个事件',
      open: '打开健康检查',
    },
    openSales: '在销售管理中打开',
  },
};
