import type { KeyVisualSceneType, TextLanguage, TextTask } from '../ports';
import type { Random } from './random';

type SceneTask = Extract<TextTask, { kind: 'key_visual_scene' }>;
type Phrases = Record<TextLanguage, string>;

/**
 * The demo writer of a key visual's scene description (offline, deterministic; not an AI model). It reads cues from
 * the user's message in any of the three languages — time of day, place, people, mood — and keeps the previous
 * description's cues for what the new message does not mention, so "make it evening" changes the light and keeps the
 * kitchen. What it cannot read it quotes: the description ends by saying the request shapes the picture.
 */

interface Cue {
  id: string;
  pattern: RegExp;
  text: Phrases;
}

const time: Cue[] = [
  { id: 'morning', pattern: /朝|モーニング|morning|早晨|早上|清晨/iu, text: { ja: '朝の光が差し込む', en: 'in the morning light', 'zh-CN': '清晨阳光洒落的' } },
  { id: 'day', pattern: /昼|日中|daytime|noon|afternoon|白天|中午|午后/iu, text: { ja: '昼下がりの明るい', en: 'on a bright afternoon', 'zh-CN': '午后明亮的' } },
  { id: 'evening', pattern: /夕方|夕暮れ|夕日|evening|sunset|dusk|傍晚|黄昏|夕阳/iu, text: { ja: '夕暮れのあたたかな光に包まれた', en: 'in the warm light of early evening', 'zh-CN': '笼罩在傍晚温暖光线中的' } },
  { id: 'night', pattern: /夜|ナイト|night|晚上|夜晚/iu, text: { ja: '夜の落ち着いた照明の', en: 'under soft lamps at night', 'zh-CN': '夜晚柔和灯光下的' } },
];

const place: Cue[] = [
  { id: 'kitchen', pattern: /キッチン|台所|kitchen|厨房/iu, text: { ja: 'キッチン', en: 'in a kitchen', 'zh-CN': '厨房' } },
  { id: 'living', pattern: /リビング|居間|living room|客厅/iu, text: { ja: 'リビング', en: 'in a living room', 'zh-CN': '客厅' } },
  { id: 'outdoors', pattern: /屋外|アウトドア|公園|キャンプ|outdoor|park|camp|户外|公园|露营/iu, text: { ja: '公園の芝生', en: 'on a park lawn', 'zh-CN': '公园的草坪' } },
  { id: 'office', pattern: /オフィス|職場|office|办公室|公司/iu, text: { ja: 'オフィスのデスク', en: 'at an office desk', 'zh-CN': '办公桌' } },
  { id: 'cafe', pattern: /カフェ|café|cafe|咖啡/iu, text: { ja: 'カフェのテーブル', en: 'at a café table', 'zh-CN': '咖啡馆的桌边' } },
  { id: 'bathroom', pattern: /洗面|浴室|バスルーム|bathroom|卫生间/iu, text: { ja: '洗面台', en: 'at a bathroom counter', 'zh-CN': '洗手台' } },
  { id: 'beach', pattern: /海辺|ビーチ|beach|seaside|海边|沙滩/iu, text: { ja: '海辺', en: 'by the seaside', 'zh-CN': '海边' } },
];

const people: Cue[] = [
  { id: 'nobody', pattern: /人物なし|人なし|人を入れない|no people|nobody|没有人|无人/iu, text: { ja: '人物は入れず、小物だけで暮らしの気配を出し', en: 'no people appear and a few props suggest everyday life', 'zh-CN': '画面中不出现人物，只用小物件营造生活气息' } },
  { id: 'family', pattern: /家族|親子|family|家人|家庭/iu, text: { ja: '家族が笑顔で集まり', en: 'a family gathers with smiles', 'zh-CN': '一家人笑着围坐在一起' } },
  { id: 'friends', pattern: /友人|友達|仲間|friends|朋友/iu, text: { ja: '友人たちが楽しそうに過ごし', en: 'friends share a happy moment', 'zh-CN': '朋友们愉快地共度时光' } },
  { id: 'couple', pattern: /カップル|夫婦|couple|情侣|夫妻/iu, text: { ja: 'ふたりが穏やかに寄り添い', en: 'a couple sits close together', 'zh-CN': '两人亲密地依偎在一起' } },
  { id: 'child', pattern: /子ども|子供|キッズ|child|kid|孩子|儿童/iu, text: { ja: '子どもが楽しそうに手を伸ばし', en: 'a child reaches out happily', 'zh-CN': '孩子开心地伸出手' } },
  { id: 'alone', pattern: /一人|ひとり|alone|one person|一个人|独自/iu, text: { ja: 'ひとりの人物がくつろぎ', en: 'one person relaxes', 'zh-CN': '一个人悠闲地放松' } },
];

const mood: Cue[] = [
  { id: 'bright', pattern: /明るい|爽やか|さわやか|bright|fresh|cheerful|明亮|清爽/iu, text: { ja: '白と淡い色を基調にした明るく爽やかな色調', en: 'bright, fresh colours on white and pale tones', 'zh-CN': '以白色和浅色为基调的明亮清爽色调' } },
  { id: 'calm', pattern: /落ち着|穏やか|静か|calm|quiet|relax|安静|平静|放松/iu, text: { ja: '落ち着いたアースカラーの穏やかな色調', en: 'calm earth tones', 'zh-CN': '以大地色统一的平静色调' } },
  { id: 'luxury', pattern: /高級|上質|ラグジュアリー|luxur|premium|elegant|高级|奢华|优雅/iu, text: { ja: '深い色と金色のアクセントで上質さを感じさせる色調', en: 'deep colours with gold accents for a premium feel', 'zh-CN': '以深色和金色点缀、显得高级的色调' } },
  { id: 'energetic', pattern: /元気|活発|エネルギッシュ|energetic|lively|sporty|活力|动感/iu, text: { ja: 'ビビッドな色を効かせた元気な色調', en: 'vivid, energetic colours', 'zh-CN': '点缀鲜艳色彩的活力色调' } },
  { id: 'natural', pattern: /自然|ナチュラル|natural|green|天然/iu, text: { ja: '木や緑を生かしたナチュラルな色調', en: 'natural tones of wood and green', 'zh-CN': '以木质和绿色为主的自然色调' } },
];

/** Each type's usual picture when the messages say nothing of it. */
const defaults: Record<KeyVisualSceneType, { time: string[]; place: string[]; people: string[]; mood: string[] }> = {
  usage_scene: { time: ['morning', 'day'], place: ['kitchen', 'living', 'outdoors', 'cafe'], people: ['family', 'friends', 'alone'], mood: ['bright', 'natural'] },
  product_close_up: { time: ['day'], place: ['kitchen'], people: ['nobody'], mood: ['bright', 'luxury', 'natural'] },
  before_after: { time: ['morning', 'day'], place: ['kitchen', 'living', 'bathroom'], people: ['alone', 'family'], mood: ['bright'] },
  difficult_scene: { time: ['evening', 'night'], place: ['kitchen', 'office', 'living'], people: ['alone'], mood: ['calm'] },
  brand_world_view: { time: ['day', 'evening'], place: ['outdoors', 'beach'], people: ['nobody'], mood: ['luxury', 'natural', 'bright'] },
  make_yourself: { time: ['day'], place: ['living', 'outdoors'], people: ['nobody', 'alone'], mood: ['bright', 'natural'] },
};

/** The time of day and the place a text names (a scene description, a message), as the demo scene draws them. */
export function sceneCuesOf(text: string): { time?: string; place?: string } {
  const find = (cues: Cue[]) => (cues.find((cue) => Object.values(cue.text).some((phrase) => text.includes(phrase))) ?? cues.find((cue) => cue.pattern.test(text)))?.id;
  return { time: find(time), place: find(place) };
}

/**
 * The cue of `cues` the message names, else the previous description's (the phrase this writer put there first, then
 * any word of the cue), else one of the type's usual ones.
 */
function cueOf(cues: Cue[], message: string, previous: string | null, usual: string[], random: Random): Cue {
  const usualId = random.pick(usual);
  const fromPrevious = previous ? (cues.find((cue) => Object.values(cue.text).some((phrase) => previous.includes(phrase))) ?? cues.find((cue) => cue.pattern.test(previous))) : undefined;
  return cues.find((cue) => cue.pattern.test(message)) ?? fromPrevious ?? cues.find((cue) => cue.id === usualId)!;
}

/** A text without the product's name (a name such as "朝のオレンジ" must not read as "morning"). */
export const withoutProduct = (text: string, product: string) => (product.trim() ? text.split(product.trim()).join(' ') : text);

const quote = (text: string, max = 60) => {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

interface Picture {
  time: string;
  place: string;
  people: string;
  mood: string;
  product: string;
  message: string;
}

const sentences: Record<KeyVisualSceneType, Record<TextLanguage, (p: Picture) => string[]>> = {
  usage_scene: {
    ja: (p) => [`${p.time}${p.place}で、${p.people}、日常のひとときを描きます。`, `色は${p.mood}にまとめます。`, `${p.product}は右下の手前に置かれ、やわらかな影を落とします。`],
    en: (p) => [`An everyday moment ${p.place} ${p.time}: ${p.people}.`, `The colours are ${p.mood}.`, `${cap(p.product)} stands in the lower right foreground, casting a soft shadow.`],
    'zh-CN': (p) => [`在${p.time}${p.place}，${p.people}，描绘日常的一刻。`, `整体采用${p.mood}。`, `${p.product}放在右下方的前景中，投下柔和的影子。`],
  },
  product_close_up: {
    ja: (p) => [`${p.product}を画面中央に大きく配置し、背景はシンプルにまとめます。`, `色は${p.mood}で、スタジオのやわらかな光が質感を引き立てます。`, '周りには素材や味わいを感じさせる小物を控えめに添えます。'],
    en: (p) => [`${cap(p.product)} fills the centre of the picture against a simple backdrop.`, `The colours are ${p.mood}, and soft studio light brings out the texture.`, 'A few props around it hint at its ingredients and taste.'],
    'zh-CN': (p) => [`将${p.product}大幅置于画面中央，背景保持简洁。`, `采用${p.mood}，柔和的影棚光线突出质感。`, '周围适度点缀能让人联想到原料和口感的小物件。'],
  },
  before_after: {
    ja: (p) => [`画面を左右に分け、左半分は使う前のくすんだ色の${p.place}、右半分は使った後の${p.time}${p.place}を描きます。`, `右半分では${p.people}、${p.mood}で晴れやかな変化を見せます。`, `${p.product}は右半分の手前に立ち、変化のきっかけであることを示します。`],
    en: (p) => [`The picture is split in two: the left half shows the scene ${p.place} in dull colours, before use; the right half shows it ${p.time}, after use.`, `On the right, ${p.people}, in ${p.mood}, showing the change.`, `${cap(p.product)} stands in the front of the right half, as what made the difference.`],
    'zh-CN': (p) => [`画面左右分割：左半边是使用前色调暗淡的${p.place}，右半边是使用后${p.time}${p.place}。`, `右半边${p.people}，以${p.mood}展现焕然一新的变化。`, `${p.product}立在右半边的前方，表明它带来了改变。`],
  },
  difficult_scene: {
    ja: (p) => [`${p.time}${p.place}で、人物が思うようにいかず困っている様子を描きます。`, `全体は${p.mood}で、悩みの空気を抑えめに伝えます。`, `${p.product}は右下にスポットライトを受けて置かれ、解決の糸口として目を引きます。`],
    en: (p) => [`${cap(p.place)} ${p.time}, someone struggles with an everyday trouble.`, `The picture is in ${p.mood}, showing the trouble without drama.`, `${cap(p.product)} sits in a spotlight in the lower right, as the way out.`],
    'zh-CN': (p) => [`在${p.time}${p.place}，描绘人物事情不顺、感到困扰的样子。`, `整体采用${p.mood}，含蓄地传达烦恼的氛围。`, `${p.product}在右下方的聚光灯下，作为解决问题的关键引人注目。`],
  },
  brand_world_view: {
    ja: (p) => [`ブランドカラーを基調に、光の粒や流れるような形が広がる世界観のシーンです。`, `${p.time}空気感と${p.mood}で、ブランドの価値を表します。`, `${p.product}は中央に浮かぶように配置し、ブランドの象徴として見せます。`],
    en: (p) => ['A world-view scene in the brand’s colour, with particles of light and flowing shapes.', `The air of a moment ${p.time} and ${p.mood} express what the brand stands for.`, `${cap(p.product)} floats in the centre as the brand’s symbol.`],
    'zh-CN': (p) => ['以品牌色为基调，光点与流动的形状铺展开来的世界观场景。', `以${p.time}氛围和${p.mood}表现品牌的价值。`, `${p.product}悬浮在画面中央，作为品牌的象征。`],
  },
  make_yourself: {
    ja: (p) => [`ご要望どおり「${p.message}」というシーンを、${p.time}${p.place}で描きます。`, `${p.people}、色は${p.mood}にまとめます。`, `${p.product}は中央の手前に立てて置きます。`],
    en: (p) => [`As you asked, “${p.message}”, set ${p.place} ${p.time}.`, `${cap(p.people)}; the colours are ${p.mood}.`, `${cap(p.product)} stands in the front centre.`],
    'zh-CN': (p) => [`按照您的要求，在${p.time}${p.place}描绘“${p.message}”的场景。`, `${p.people}，色彩采用${p.mood}。`, `${p.product}立在画面中央前方。`],
  },
};

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const productFallback: Phrases = { ja: '商品', en: 'the product', 'zh-CN': '商品' };
const revised: Phrases = { ja: 'ご指摘を反映して描き直します。', en: 'Revised as you asked.', 'zh-CN': '已按您的要求修改。' };
const reflects: Record<TextLanguage, (message: string) => string> = {
  ja: (m) => `ご要望「${m}」を画面全体の雰囲気に反映します。`,
  en: (m) => `Your request, “${m}”, shapes the whole picture.`,
  'zh-CN': (m) => `将您的要求“${m}”体现在整个画面中。`,
};

/** A scene description of three to five sentences in the task's language, the same for the same task. */
export function demoKeyVisualScene(task: SceneTask, random: Random): string {
  const usual = defaults[task.type];
  const language = task.language;
  const message = withoutProduct(task.message, task.product);
  const previous = task.previous === null ? null : withoutProduct(task.previous, task.product);
  const picture: Picture = {
    time: cueOf(time, message, previous, usual.time, random).text[language],
    place: cueOf(place, message, previous, usual.place, random).text[language],
    people: cueOf(people, message, previous, usual.people, random).text[language],
    mood: cueOf(mood, message, previous, usual.mood, random).text[language],
    product: task.product.trim() ? (language === 'en' ? task.product.trim() : `「${task.product.trim()}」`) : productFallback[language],
    message: quote(task.message),
  };
  if (language === 'zh-CN' && task.product.trim()) picture.product = `“${task.product.trim()}”`;
  const body = sentences[task.type][language](picture);
  const parts = [...(task.turn > 0 ? [revised[language]] : []), ...body, ...(task.type === 'make_yourself' ? [] : [reflects[language](picture.message)])];
  return parts.join(language === 'en' ? ' ' : '');
}
