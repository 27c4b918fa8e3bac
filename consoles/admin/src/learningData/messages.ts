import type { Language } from '@packlens/contracts';

/** Additional learning's texts (issue 16); the console's i18n spreads them under `resources`. */
export const learningDataMessages: Record<Language, { learning_data: Record<string, unknown> }> = {
  ja: {
    learning_data: {
      name: '追加学習データ',
      list_title: '追加学習データ',
      fields: { uploaded_at: 'アップロード日時', file_name: 'ファイル', format: '形式', images: '画像数', respondents: '回答者数', segments: 'セグメント', categories: 'カテゴリー', sha256: 'SHA-256' },
      formats: { responses: '回答者別', segments: 'セグメント別' },
      upload: '学習ファイルをアップロード',
      choose: 'ZIPファイルを選択（50MB未満）',
      too_large: '50MB未満のファイルを選択してください。',
      uploaded: '学習データを保存しました。',
      already: 'このファイルは既にアップロードされています。',
      problems_title: '問題があったため、何も保存していません',
      problem_fields: { file: 'ファイル', row: '行', message: '内容' },
      format_help: '形式：images.csv（image, category_id）と画像、responses.csv（回答者別）または segments.csv（セグメント別）。',
    },
  },
  en: {
    learning_data: {
      name: 'Learning data',
      list_title: 'Additional learning data',
      fields: { uploaded_at: 'Uploaded', file_name: 'File', format: 'Format', images: 'Images', respondents: 'Respondents', segments: 'Segments', categories: 'Categories', sha256: 'SHA-256' },
      formats: { responses: 'Per respondent', segments: 'Per segment' },
      upload: 'Upload a learning file',
      choose: 'Choose a zip file (under 50 MB)',
      too_large: 'Choose a file under 50 MB.',
      uploaded: 'The learning data was stored.',
      already: 'This file was uploaded before.',
      problems_title: 'Nothing was stored: the file has problems',
      problem_fields: { file: 'File', row: 'Row', message: 'Problem' },
      format_help: 'Format: images.csv (image, category_id) with the images, and responses.csv (per respondent) or segments.csv (per segment).',
    },
  },
  'zh-CN': {
    learning_data: {
      name: '追加学习数据',
      list_title: '追加学习数据',
      fields: { uploaded_at: '上传时间', file_name: '文件', format: '格式', images: '图片数', respondents: '受访者数', segments: '细分', categories: '类别', sha256: 'SHA-256' },
      formats: { responses: '按受访者', segments: '按细分' },
      upload: '上传学习文件',
      choose: '选择zip文件（小于50MB）',
      too_large: '请选择小于50MB的文件。',
      uploaded: '学习数据已保存。',
      already: '此文件之前已上传。',
      problems_title: '文件有问题，未保存任何内容',
      problem_fields: { file: '文件', row: '行', message: '问题' },
      format_help: '格式：images.csv（image, category_id）及图片，另附 responses.csv（按受访者）或 segments.csv（按细分）。',
    },
  },
};
