import type { Language } from '@packlens/contracts';

/** Sales management's texts; the console's i18n spreads them under `resources`. */
export const salesMessages: Record<Language, { sales: Record<string, unknown> }> = {
  ja: {
    sales: {
      name: '売上管理',
      list_title: '売上管理',
      fields: {
        client_id: 'クライアント', company: '会社名', plan_name: 'プラン', month: '年月', currency: '通貨', plan_fees: 'プラン料金', usage_fees: '利用料金',
        total: '合計', images_calculated: '計算画像数', images_refunded: '返却画像数', tokens_used: '使用トークン数', tickets_used: '使用チケット数',
        q: '会社名で検索', from: '開始年月', to: '終了年月',
      },
      helpers: { month: 'YYYY-MM' },
      actions: { export_csv: 'CSVダウンロード' },
    },
  },
  en: {
    sales: {
      name: 'Sales',
      list_title: 'Sales management',
      fields: {
        client_id: 'Client', company: 'Company', plan_name: 'Plan', month: 'Month', currency: 'Currency', plan_fees: 'Plan fees', usage_fees: 'Usage fees',
        total: 'Total', images_calculated: 'Images calculated', images_refunded: 'Images refunded', tokens_used: 'Tokens used', tickets_used: 'Tickets used',
        q: 'Search companies', from: 'From month', to: 'To month',
      },
      helpers: { month: 'YYYY-MM' },
      actions: { export_csv: 'Download CSV' },
    },
  },
  'zh-CN': {
    sales: {
      name: '销售管理',
      list_title: '销售管理',
      fields: {
        client_id: '客户', company: '公司名称', plan_name: '方案', month: '年月', currency: '货币', plan_fees: '方案费用', usage_fees: '使用费用',
        total: '合计', images_calculated: '计算图片数', images_refunded: '退还图片数', tokens_used: '使用令牌数', tickets_used: '使用票数',
        q: '按公司名称搜索', from: '开始年月', to: '结束年月',
      },
      helpers: { month: 'YYYY-MM' },
      actions: { export_csv: '下载CSV' },
    },
  },
};
