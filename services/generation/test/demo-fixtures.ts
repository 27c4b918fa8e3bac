import { DemoTextModel } from '../src/demo/demo-text-model';
import type { Refinement, TextBrief, TextLanguage, TextRequest } from '../src/ports';
import { itemsOf, lengthAsSeen } from '../src/text/list-answer';
import { catchPhrasesRequest, namesRequest } from '../src/text/prompts';

/** Shared briefs and helpers of the demo generator's specs. */
export const languages: TextLanguage[] = ['en', 'ja', 'zh-CN'];

export const choice = { model: 'packlens-demo-1', maxOutputTokens: 2000 };

export const briefs: Record<TextLanguage, TextBrief> = {
  en: {
    language: 'en',
    product: 'Orange juice',
    category: 'Juice',
    target: 'Women in their 30s',
    features: ['vitamin C', 'no added sugar'],
    tone: 'fresh and friendly',
    wordsToUse: ['sunshine', 'Zest'],
    wordsToAvoid: ['bright', 'ORCHARD'],
  },
  ja: {
    language: 'ja',
    product: 'オーツミルク',
    category: '植物性ミルク',
    target: '30代女性',
    features: ['カルシウム', 'まろやか'],
    tone: 'やさしい',
    wordsToUse: ['まろやか'],
    wordsToAvoid: ['森', 'オーツ'],
  },
  'zh-CN': {
    language: 'zh-CN',
    product: '橙汁',
    category: '果汁',
    target: '30多岁女性',
    features: ['维生素C', '无添加糖'],
    tone: '清新',
    wordsToUse: ['阳光'],
    wordsToAvoid: ['晨', '果香'],
  },
};

export const model = new DemoTextModel();

export async function answerItems(request: TextRequest): Promise<string[]> {
  return itemsOf((await model.complete(request)).text);
}

export const names = (language: TextLanguage, count: number, refine?: Refinement, brief: Partial<TextBrief> = {}) =>
  answerItems(namesRequest({ ...briefs[language], ...brief }, count, choice, refine));

export const phrases = (language: TextLanguage, count: number, maxChars: number, refine?: Refinement, brief: Partial<TextBrief> = {}) =>
  answerItems(catchPhrasesRequest({ ...briefs[language], ...brief }, count, maxChars, choice, refine));

export const refinement = (instruction: string, previous: string[], favourites: string[] = [], turn = 1): Refinement => ({ instruction, previous, favourites, turn });

export const mean = (items: string[]) => items.reduce((sum, item) => sum + lengthAsSeen(item), 0) / items.length;

/** The playful and premium wording each language's voice uses (for checks that a refinement changed the voice). */
export const voiceMarkers = {
  playful: {
    en: /!|\?|zippy|bubbly|jolly|funky|peppy|cheeky|yummy|perky|snappy|sparky|bouncy|happy|pop|buddy|party|jam|bounce|fizz|giggle|splash|zing|club|gang|rocket|zip|bop|beam|yum|boom|joy|fun|smile|(?:oo|ie|zy|ito|kins)$/iu,
    ja: /！|っと|わくわく|ワクワク|ごきげん|ハッピー|ポップ|プチ|ニコニコ|にこにこ|ルンルン|キラキラ|ポコポコ|ピカピカ|パーティー|パレード|ランド|らんど|フレンズ|ジャンプ|マーチ|ちゃん|たのしい|楽し|ちいさな|まんまる|おひさま|おまつり|大冒険|ごちそう|なかま/u,
    'zh-CN': /！|萌|趣|嗨|乐|酷|甜|哈|啵|泡|豆|星|糖|球|宝|开心|元气|蹦|冒险|小队|派对|快乐/u,
  },
  premium: {
    en: /art|exceptional|luxury|refined|finest|savou?r|craft|elevat|indulg|timeless|class|rare|finesse|noble|royal|velvet|grand|reserve|maison|atelier|estate|heritage|signature|artisan|no\. |select|edition|imperial|gilded|ivory|silver|midnight|cellar|salon|house|cuvée|domaine|collection/iu,
    ja: /上質|贅沢|極上|至福|本物|ほんもの|逸品|格別|ていねい|こだわり|極み|匠|ノーブル|ロイヤル|グラン|プレミアム|リュクス|シルク|ゴールド|エクラ|ベルベット|メゾン|アトリエ|リザーブ|セレクト|コレクション|エステート|サロン|クラフト|誉れ|雫|気高い|麗しい/u,
    'zh-CN': /臻|匠心|品味|奢华|优雅|甄选|尊|御|雅|典藏|醇|珍|鉴|璀|藏|选|境|韵|礼|阁|品/u,
  },
} as const;
