/** The dashboards' own texts: the super admin's platform figures on Plug (issue 19 item 14). */
export const dashboardsJa = {
  platformFigures: {
    heading: 'プラットフォームの数字',
    month: '{{month}}（日本時間）',
    clients: {
      title: 'クライアント',
      total_one: '{{value}} 社',
      total_other: '{{value}} 社',
      byPlan: 'プラン別',
      byCountry: '国別',
      open: 'クライアント一覧を開く',
    },
    activeUsers: {
      title: 'アクティブユーザー',
      value_one: '{{value}} 人',
      value_other: '{{value}} 人',
      note: '過去{{days}}日間にログインしたユーザー（スーパー管理者を除く）',
      open: 'ユーザー数の多い順に開く',
    },
    calculations: {
      title: '今月の計算',
      value_one: '{{value}} 件',
      value_other: '{{value}} 件',
      note: '依頼された調査評価・棚評価の計算',
    },
    images: {
      title: '今月の画像',
      value_one: '{{value}} 枚',
      value_other: '{{value}} 枚',
      note: 'うち失敗して返却: {{refunded}} 枚',
    },
    failed: {
      title: '失敗した計算（今月）',
      value_one: '{{value}} 件',
      value_other: '{{value}} 件',
      note: 'どの画像も計算できなかった計算。失敗した画像は全部で {{images}} 枚',
    },
    sales: {
      title: '今月の売上',
      none: '今月の売上はまだありません',
      fees: 'プラン料金 {{planFees}}・利用料金 {{usageFees}}',
      open: '売上管理を開く',
    },
    lag: {
      title: 'サブスクリプションの遅れ',
      upToDate_one: '{{value}} 件の処理はすべて最新です',
      upToDate_other: '{{value}} 件の処理はすべて最新です',
      behind_one: '{{value}} 件遅れ',
      behind_other: '{{value}} 件遅れ',
      open: 'ヘルスチェックを開く',
    },
    openSales: '売上管理で開く',
  },
};
