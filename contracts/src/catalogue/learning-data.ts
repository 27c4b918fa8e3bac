import type { LocalizedText } from '../language';
import { localized } from './localized';

/**
 * What can be wrong with an additional-learning upload (issue 16, section 2's learning file): every problem is listed
 * with its file and row, in the console's language; `{field}`, `{value}` and `{limit}` are filled from the problem.
 */
export const learningDataProblems = {
  NOT_A_ZIP: localized('ZIPファイルとして読み込めません。', 'The file cannot be read as a zip.', '无法作为zip文件读取。'),
  ZIP_BOMB: localized('展開後のサイズが大きすぎます（{limit}）。', 'The zip inflates beyond {limit}.', '解压后大小超过{limit}。'),
  PATH_NOT_ALLOWED: localized('ファイル名に使えないパスが含まれています。', 'The entry name is not a plain relative path.', '条目名称不是普通的相对路径。'),
  TABLE_MISSING: localized('{field} がありません。', '{field} is missing.', '缺少{field}。'),
  TABLES_CONFLICT: localized('回答者別の回答とセグメント別の結果はどちらか一方にしてください。', 'Give either per-respondent responses or per-segment results, not both.', '请只提供按受访者的回答或按细分的结果之一。'),
  ROW_INVALID: localized('「{field}」の値が正しくありません（{value}）。', 'The value of "{field}" is not valid ({value}).', '“{field}”的值无效（{value}）。'),
  RATING_OUT_OF_RANGE: localized('評価は1〜5で入力してください（{value}）。', 'Ratings must be 1 to 5 ({value}).', '评分必须为1至5（{value}）。'),
  SEGMENT_UNKNOWN: localized('不明なセグメントIDです（{value}）。', 'Unknown segment id ({value}).', '未知的细分ID（{value}）。'),
  WORD_UNKNOWN: localized('不明なイメージワードIDです（{value}）。', 'Unknown image word id ({value}).', '未知的印象词ID（{value}）。'),
  WORD_NOT_FOR_CATEGORY: localized('イメージワード{value}はこのカテゴリーには使えません。', 'Image word {value} does not apply to this category.', '印象词{value}不适用于此类别。'),
  CATEGORY_UNKNOWN: localized('不明なカテゴリーIDです（{value}）。', 'Unknown category id ({value}).', '未知的类别ID（{value}）。'),
  IMAGE_MISSING: localized('画像 {value} がZIPに含まれていません。', 'The image {value} is not in the zip.', 'zip中没有图片{value}。'),
  IMAGE_NOT_LISTED: localized('画像 {value} は画像一覧にありません。', 'The image {value} is not listed in the images table.', '图片{value}不在图片表中。'),
  DUPLICATE_IMAGE: localized('画像 {value} が二度記載されています。', 'The image {value} is listed twice.', '图片{value}被列出两次。'),
  NOT_AN_IMAGE: localized('jpg・png・pdf ではありません。', 'Not a jpg, png or pdf file.', '不是jpg、png或pdf文件。'),
  IMAGE_UNREADABLE: localized('画像を読み込めません。', 'The image cannot be decoded.', '无法解码图片。'),
  DUPLICATE_RESPONDENT: localized('回答者 {value} が同じ画像に二度回答しています。', 'Respondent {value} answers the same image twice.', '受访者{value}对同一图片回答了两次。'),
  NO_RATINGS: localized('評価のある画像がありません。', 'No image has ratings.', '没有带评分的图片。'),
} as const satisfies Record<string, LocalizedText>;
export type LearningDataProblemCode = keyof typeof learningDataProblems;

/**
 * Why a trained model version was or was not made active when it was offered (services/scoring/README.md, "Promotion
 * rule"); the console says each in the admin's language.
 */
export const promotionCodes = ['first_version', 'active_incompatible', 'segments_missing', 'no_evidence', 'better', 'not_better'] as const;

/** Why a training run ended without a model; TRAINING_ERROR stands for anything the engine did not expect. */
export const trainingFailureCodes = ['TOO_FEW_IMAGES', 'DATA_SET_MISSING', 'THREAD_ENDED', 'TRAINING_ERROR'] as const;
export type TrainingFailureCode = (typeof trainingFailureCodes)[number];
