import type { Language } from '@packlens/contracts';

/** Training runs' texts (issue 16); the console's i18n spreads them under `resources`. */
export const trainingRunMessages: Record<Language, { training_runs: Record<string, unknown> }> = {
  ja: {
    training_runs: {
      name: '学習の実行',
      list_title: '学習の実行',
      fields: { requested_at: '依頼日時', status: '状態', progress: '進捗', version: 'モデル', mae: 'MAE（平均）', pearson: 'Pearson r', promoted: '有効化', reason: '判定', segment_id: 'セグメント', spearman: 'Spearman', spread_mae: 'ばらつきMAE', word_mae: 'イメージワードMAE' },
      statuses: { running: '実行中', trained: '完了', failed: '失敗' },
      stages: { reading: 'データ読込', features: '特徴量抽出', fitting: '学習', promotion: '判定' },
      train: 'このデータで学習する',
      include_demo: 'デモパネルを事前データとして含める',
      requested: '学習を開始しました。',
      promoted_yes: '有効化済み',
      promoted_no: '有効化せず',
      threshold: '精度の基準：絶対誤差 0.075 以下',
      demo: 'デモ',
    },
  },
  en: {
    training_runs: {
      name: 'Training runs',
      list_title: 'Training runs',
      fields: { requested_at: 'Requested', status: 'Status', progress: 'Progress', version: 'Model', mae: 'MAE (mean)', pearson: 'Pearson r', promoted: 'Activated', reason: 'Decision', segment_id: 'Segment', spearman: 'Spearman', spread_mae: 'Spread MAE', word_mae: 'Image-word MAE' },
      statuses: { running: 'Running', trained: 'Trained', failed: 'Failed' },
      stages: { reading: 'Reading data', features: 'Extracting features', fitting: 'Fitting', promotion: 'Deciding' },
      train: 'Train a model on these',
      include_demo: 'Keep the demo panel as a prior',
      requested: 'Training started.',
      promoted_yes: 'Activated',
      promoted_no: 'Not activated',
      threshold: 'Accuracy threshold: absolute error 0.075 or less',
      demo: 'Demo',
    },
  },
  'zh-CN': {
    training_runs: {
      name: '训练任务',
      list_title: '训练任务',
      fields: { requested_at: '请求时间', status: '状态', progress: '进度', version: '模型', mae: 'MAE（平均）', pearson: 'Pearson r', promoted: '已启用', reason: '判定', segment_id: '细分', spearman: 'Spearman', spread_mae: '离散度MAE', word_mae: '印象词MAE' },
      statuses: { running: '运行中', trained: '已完成', failed: '失败' },
      stages: { reading: '读取数据', features: '提取特征', fitting: '拟合', promotion: '判定' },
      train: '用这些数据训练模型',
      include_demo: '保留演示面板作为先验数据',
      requested: '训练已开始。',
      promoted_yes: '已启用',
      promoted_no: '未启用',
      threshold: '精度标准：绝对误差不超过0.075',
      demo: '演示',
    },
  },
};
