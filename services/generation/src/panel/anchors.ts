import type { TextLanguage } from '../ports';

/**
 * Anchor statements of the 1-5 scale, three phrasings per level, per language: a simulated respondent's free-text
 * opinion is rated by how much it resembles each level's anchors (semantic similarity rating, after Maier et al.,
 * "LLMs reproduce human purchase intent via semantic similarity elicitation of Likert ratings", 2025), not by asking
 * the model for a bare number, which models answer with too little spread.
 */
export const ratingAnchors: Record<TextLanguage, [string, string, string][]> = {
  en: [
    ['I really dislike it and would never choose it.', 'It does not appeal to me at all; I would not pick it.', 'I do not like it; it puts me off.'],
    ['I am not keen on it and probably would not pick it.', 'It does not really work for me; I would likely pass.', 'I do not find it very appealing.'],
    ['It is okay; I do not feel strongly either way.', 'I have mixed feelings; it is neither good nor bad.', 'It is fairly average; I might or might not pick it.'],
    ['I like it and would probably give it a try.', 'It is quite good; I would be happy to pick it up.', 'I find it appealing and would likely choose it.'],
    ['I really love it and would definitely buy it.', 'I absolutely love it; it is exactly what I want.', 'It is excellent; I would choose it without hesitation.'],
  ],
  ja: [
    ['まったく好きではありません。選ぶことはありません。', 'まったく魅力を感じません。絶対に選びません。', '好きになれません。手に取ることはないです。'],
    ['あまりピンときません。たぶん選ばないと思います。', '私にはあまり合わない気がします。買わないと思います。', 'あまり魅力的に感じません。'],
    ['まあまあだと思います。良くも悪くもない印象です。', '普通だと思います。特に強い印象はありません。', '悪くはないですが、特に惹かれるわけでもありません。'],
    ['いいと思います。試してみたくなります。', '好きです。たぶん買うと思います。', 'なかなか魅力的です。手に取ってみたいです。'],
    ['とても気に入りました。ぜひ買いたいです。', '大好きです。迷わず選びます。', 'すごくいいと思います。絶対に買います。'],
  ],
  'zh-CN': [
    ['我一点也不喜欢，绝对不会选。', '完全没有吸引力，不会考虑购买。', '我不喜欢，不会选它。'],
    ['不太喜欢，大概不会选。', '不太适合我，可能会放弃。', '没什么吸引力。'],
    ['还行吧，没有特别的感觉。', '一般，不好也不坏。', '还可以，买不买都行。'],
    ['挺喜欢的，应该会想试试。', '不错，我可能会买。', '很有吸引力，愿意尝试。'],
    ['非常喜欢，一定会买。', '太棒了，会毫不犹豫地选择。', '超爱，绝对会买。'],
  ],
};
