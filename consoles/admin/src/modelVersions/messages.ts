import type { Language } from '@packlens/contracts';

/** Model versions' texts (issue 16, item 3); the console's i18n spreads them under `resources`. */
export const modelVersionMessages: Record<Language, { model_versions: Record<string, unknown> }> = {
  ja: {
    model_versions: {
      name: 'モデルのバージョン',
      list_title: 'モデルのバージョン',
      fields: { id: 'バージョン', created_at: '作成日時', active: '有効', demo: 'デモ', images: '学習／ホールドアウト画像', mae: 'MAE（平均）', pearson: 'Pearson r', coverage: '区間内の割合', promotion: '学習時の判定', segments: 'ホールドアウト画像での成績', activations: '有効化の履歴' },
      active: '有効',
      incompatible: '現在のエンジンでは使えません',
      activate: 'このモデルを有効にする',
      activate_title: '%{id} を有効にする',
      activate_content: '以後の計算はすべてこのモデルで行います（これまでの結果は作ったモデル名のまま残ります）。理由は履歴に記録されます。',
      reason: '理由',
      activated: 'モデルを有効にしました。',
      how: { automatic: '自動（学習で上回った）', manual: '手動' },
      activation: { at: '日時', how: '方法', reason: '理由', previous_version: 'それまでのモデル', activated_by: '実行者' },
    },
  },
  en: {
    model_versions: {
      name: 'Model versions',
      list_title: 'Model versions',
      fields: { id: 'Version', created_at: 'Created', active: 'Active', demo: 'Demo', images: 'Training / held-out images', mae: 'MAE (mean)', pearson: 'Pearson r', coverage: 'Coverage', promotion: 'Decision when trained', segments: 'Figures on the held-out images', activations: 'Activations' },
      active: 'Active',
      incompatible: 'Not usable with this engine',
      activate: 'Make this version active',
      activate_title: 'Make %{id} active',
      activate_content: 'Every calculation from now on uses this version (results made so far keep naming the version that made them). The reason is recorded with the activation.',
      reason: 'Reason',
      activated: 'The version is active.',
      how: { automatic: 'Automatic (won after training)', manual: 'By hand' },
      activation: { at: 'When', how: 'How', reason: 'Reason', previous_version: 'Previously active', activated_by: 'By' },
    },
  },
  'zh-CN': {
    model_versions: {
      name: '模型版本',
      list_title: '模型版本',
      fields: { id: '版本', created_at: '创建时间', active: '启用中', demo: '演示', images: '训练／留出图片', mae: 'MAE（平均）', pearson: 'Pearson r', coverage: '区间覆盖率', promotion: '训练时的判定', segments: '留出图片上的指标', activations: '启用记录' },
      active: '启用中',
      incompatible: '当前引擎无法使用',
      activate: '启用此版本',
      activate_title: '启用 %{id}',
      activate_content: '此后所有计算都使用此版本（已有结果仍标明生成它们的版本）。原因将记录在启用记录中。',
      reason: '原因',
      activated: '已启用该版本。',
      how: { automatic: '自动（训练后胜出）', manual: '手动' },
      activation: { at: '时间', how: '方式', reason: '原因', previous_version: '此前启用的版本', activated_by: '执行者' },
    },
  },
};
