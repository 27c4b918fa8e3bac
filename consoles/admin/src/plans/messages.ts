import type { Language } from '@packlens/contracts';

/** The plan settings resource's texts; the console's i18n spreads them under `resources`. */
export const planMessages: Record<Language, { plans: Record<string, unknown> }> = {
  ja: {
    plans: {
      name: 'プラン設定',
      list_title: 'プラン設定',
      fields: {
        id: 'ID', name: 'プラン名', name_ja: 'プラン名（日本語）', name_en: 'プラン名（英語）', name_cn: 'プラン名（中国語）', kind: '種類', plan_type: 'プラン種別',
        price: '価格（円）', price_cn: '価格（人民元）', price_th: '価格（バーツ）', price_id: '価格（ルピア）', max_images: '画像上限', max_accounts: 'アカウント上限',
        unit_type_period: '期間の単位', validity_period: '有効期間', edited_at: '更新日時', has_fee: '有料',
      },
      kinds: { adhoc: 'アドホック', by_month: '月額', not_fee: '無料・トライアル', option: 'ネーミング・コピーオプション', generate: 'デザイン生成', key_visual: 'キービジュアル' },
      units: { day: '日', month: 'か月' },
      sections: { names: 'プラン名', prices: '価格', limits: '上限と期間' },
      helpers: {
        price: '空欄は「価格はお問い合わせ」です。無料・トライアルは0のままです。',
        max_images: '空欄はプランとして上限を設けず、クライアントごとの上限に従います。',
        validity_period: '日または月の単位での長さ。月額プランは月あたりの価格をこの期間で割って表示します。',
      },
    },
  },
  en: {
    plans: {
      name: 'Plan settings',
      list_title: 'Plan settings',
      fields: {
        id: 'ID', name: 'Plan name', name_ja: 'Name (Japanese)', name_en: 'Name (English)', name_cn: 'Name (Chinese)', kind: 'Kind', plan_type: 'Plan type',
        price: 'Price (JPY)', price_cn: 'Price (CNY)', price_th: 'Price (THB)', price_id: 'Price (IDR)', max_images: 'Image limit', max_accounts: 'Account limit',
        unit_type_period: 'Period unit', validity_period: 'Validity period', edited_at: 'Edited at', has_fee: 'Fee',
      },
      kinds: { adhoc: 'Ad hoc', by_month: 'Monthly', not_fee: 'Free / trial', option: 'Naming and copy option', generate: 'Design generation', key_visual: 'Key visual' },
      units: { day: 'day(s)', month: 'month(s)' },
      sections: { names: 'Names', prices: 'Prices', limits: 'Limits and period' },
      helpers: {
        price: 'Empty means "price on request". Free and trial stay at 0.',
        max_images: 'Empty sets no plan limit: each client’s own limit applies.',
        validity_period: 'Length in days or months. Monthly prices are shown per month over this period.',
      },
    },
  },
  'zh-CN': {
    plans: {
      name: '方案设置',
      list_title: '方案设置',
      fields: {
        id: 'ID', name: '方案名称', name_ja: '名称（日语）', name_en: '名称（英语）', name_cn: '名称（中文）', kind: '种类', plan_type: '方案类型',
        price: '价格（日元）', price_cn: '价格（人民币）', price_th: '价格（泰铢）', price_id: '价格（印尼盾）', max_images: '图片上限', max_accounts: '账户上限',
        unit_type_period: '期间单位', validity_period: '有效期', edited_at: '更新时间', has_fee: '收费',
      },
      kinds: { adhoc: '按次', by_month: '包月', not_fee: '免费・试用', option: '命名与文案选项', generate: '设计生成', key_visual: '主视觉' },
      units: { day: '天', month: '个月' },
      sections: { names: '名称', prices: '价格', limits: '上限与期间' },
      helpers: {
        price: '留空表示"价格请咨询"。免费和试用保持为0。',
        max_images: '留空表示方案不设上限，按各客户的上限。',
        validity_period: '以天或月为单位的长度。包月价格按此期间折算为每月价格显示。',
      },
    },
  },
};
