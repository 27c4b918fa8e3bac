import type { TextLanguage } from '../ports';
import { clean, quote } from './language';
import { hash32 } from './random';

/**
 * A simulated respondent's opinion of a candidate name or catch-phrase. The scoring maps the text to 1–5 by its
 * similarity to anchor statements, so each level's wording states its sentiment plainly ("I really love…",
 * "I wouldn't pick this…"). The level: a base per candidate and persona (so candidates differ on average) plus a
 * per-sample deviation (so respondents disagree), both from hashes: deterministic, spread from 1 to 5.
 */
const opinions: Record<TextLanguage, string[][]> = {
  en: [
    ['I really don’t like {c}. I wouldn’t pick this at all.', 'Honestly, {c} doesn’t appeal to me at all. I would never choose it.', 'I dislike {c}. It puts me off completely.'],
    ['I’m not keen on {c}. I probably wouldn’t pick it.', 'To be honest, {c} doesn’t really work for me. I’d likely pass on it.', 'I don’t find {c} very appealing. It isn’t something I’d go for.'],
    ['I think {c} is okay. I don’t feel strongly either way.', 'I have mixed feelings about {c}. It’s neither good nor bad to me.', 'I find {c} fairly average. I might or might not pick it.'],
    ['I like {c}. It sounds appealing, and I’d probably give it a try.', 'I think {c} is quite good. I’d be happy to pick it up.', 'I find {c} appealing. I’d likely choose it.'],
    ['I really love {c}! I’d definitely buy this.', 'I absolutely love {c}. It’s exactly what I’d want to pick up.', 'I think {c} is excellent. I’d choose it without hesitation.'],
  ],
  ja: [
    ['{c}は、正直まったく好きではありません。これを選ぶことはないと思います。', '{c}には、まったく魅力を感じません。絶対に選びません。', '{c}は好きになれません。手に取ることはないです。'],
    ['{c}は、あまりピンときません。たぶん選ばないと思います。', '{c}は、私にはあまり合わない気がします。買わないと思います。', '{c}は、あまり魅力的に感じません。'],
    ['{c}は、まあまあだと思います。良くも悪くもない印象です。', '{c}は普通だと思います。特に強い印象はありません。', '{c}は悪くはないですが、特に惹かれるわけでもありません。'],
    ['{c}は、いいと思います。試してみたくなります。', '{c}は好きです。たぶん買うと思います。', '{c}は、なかなか魅力的です。手に取ってみたいです。'],
    ['{c}は、とても気に入りました！ぜひ買いたいです。', '{c}は大好きです。迷わず選びます。', '{c}は、すごくいいと思います！絶対に買います。'],
  ],
  'zh-CN': [
    ['说实话，我一点也不喜欢{c}，绝对不会选它。', '我完全不喜欢{c}，不会考虑购买。', '{c}对我完全没有吸引力，我不会选。'],
    ['我不太喜欢{c}，大概不会选它。', '{c}不太适合我，我可能会放弃。', '我觉得{c}没什么吸引力。'],
    ['{c}还行吧，没有特别的感觉。', '我觉得{c}一般，不好也不坏。', '{c}还可以，买不买都行。'],
    ['我挺喜欢{c}的，应该会想试试。', '{c}不错，我可能会买。', '我觉得{c}很有吸引力，愿意尝试。'],
    ['我非常喜欢{c}！一定会买。', '{c}太棒了，我会毫不犹豫地选择它。', '我超爱{c}，绝对会买！'],
  ],
};

/** The sentiment, 1 (clearly negative) … 5 (clearly positive). */
export function opinionLevel(candidate: string, persona: string, sample: number): number {
  const base = 1.6 + (hash32('panel-base', candidate, persona) / 2 ** 32) * 2.8; // 1.6 … 4.4
  const deviation = (hash32('panel-sample', candidate, persona, sample) / 2 ** 32) * 3 - 1.5; // −1.5 … 1.5
  return Math.min(5, Math.max(1, Math.round(base + deviation)));
}

export function demoPanelOpinion(input: { language: TextLanguage; candidate: string; persona: string; sample: number }): string {
  const level = opinionLevel(input.candidate, input.persona, input.sample);
  const variants = opinions[input.language][level - 1];
  const text = variants[hash32('panel-wording', input.candidate, input.persona, input.sample) % variants.length];
  const candidate = clean(input.candidate).replace(/^["“「『](.*)["”」』]$/u, '$1');
  return text.replace('{c}', quote(input.language, candidate));
}
