import { describe, expect, it } from 'vitest';
import { DemoTextModel } from '../src/demo/demo-text-model';
import { keyVisualSceneRequest, type KeyVisualSceneInput } from '../src/text/key-visual-prompts';

const choice = { model: 'gpt-4o', maxOutputTokens: 3000 };
const placement = { anchor: 'bottom' as const, x: 0.68, y: 0.94, height: 0.32 };

async function describeScene(input: Partial<KeyVisualSceneInput>) {
  const request = keyVisualSceneRequest({ language: 'ja', type: 'usage_scene', product: '朝のオレンジ', history: [], message: '', placement, ...input }, choice);
  const pieces: string[] = [];
  const result = await new DemoTextModel().complete(request, (piece) => pieces.push(piece));
  expect(pieces.join('')).toBe(result.text);
  return result.text;
}

describe('the demo writer of a key visual’s scene (offline, deterministic, labelled demo by the API)', () => {
  it('writes the scene of the type in Japanese, with the product, the cues of the message, and the message itself', async () => {
    const text = await describeScene({ message: '夕方のキッチンで家族が集まる様子' });
    expect(text).toContain('夕暮れ');
    expect(text).toContain('キッチン');
    expect(text).toContain('家族');
    expect(text).toContain('「朝のオレンジ」');
    expect(text).toContain('右下');
    expect(text).toContain('ご要望「夕方のキッチンで家族が集まる様子」');
    expect([...text].length).toBeLessThanOrEqual(600);
  });

  it('answers the same task with the same words', async () => {
    const input = { message: '明るい雰囲気にしてください' };
    expect(await describeScene(input)).toBe(await describeScene(input));
  });

  it('writes English and Simplified Chinese', async () => {
    const en = await describeScene({ language: 'en', product: 'Morning Orange', message: 'a family breakfast in the kitchen, morning light' });
    expect(en).toMatch(/^An everyday moment in a kitchen in the morning light: a family gathers with smiles\./);
    expect(en).toContain('Morning Orange stands in the lower right foreground');
    const zh = await describeScene({ language: 'zh-CN', product: '早安橙汁', message: '傍晚的客厅，朋友们聚在一起' });
    expect(zh).toContain('傍晚');
    expect(zh).toContain('客厅');
    expect(zh).toContain('朋友们');
    expect(zh).toContain('“早安橙汁”');
  });

  it('refines: the new message changes what it names and keeps the rest of the previous description', async () => {
    const first = await describeScene({ message: '朝のキッチンで家族が朝食をとるシーン' });
    const refined = await describeScene({ history: [{ message: '朝のキッチンで家族が朝食をとるシーン', scene: first }], message: 'もう少し夕方っぽくしてください' });
    expect(refined.startsWith('ご指摘を反映して描き直します。')).toBe(true);
    expect(refined).toContain('夕暮れ');
    expect(refined).not.toContain('朝の光');
    expect(refined).toContain('キッチン');
    expect(refined).toContain('家族');
  });

  it('draws each type its own way: a split for before and after, the pack central up close, a spotlight in a difficult scene', async () => {
    expect(await describeScene({ type: 'before_after', message: '洗面所' })).toContain('左右に分け');
    expect(await describeScene({ type: 'product_close_up', message: '高級感' })).toContain('中央に大きく');
    expect(await describeScene({ type: 'difficult_scene', message: '夜のオフィス' })).toContain('スポットライト');
    expect(await describeScene({ type: 'brand_world_view', message: '自然' })).toContain('ブランドカラー');
    expect(await describeScene({ type: 'make_yourself', message: '雪山の山小屋' })).toContain('「雪山の山小屋」');
  });

  it('sends the provider the whole conversation: the type, the product and the placement first, then each change', () => {
    const request = keyVisualSceneRequest(
      { language: 'en', type: 'before_after', product: 'Fresh Foam', history: [{ message: 'a bathroom', scene: 'Scene one.' }], message: 'brighter', placement },
      choice,
    );
    expect(request.system).toContain('Answer in English');
    expect(request.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(request.messages[0].content).toContain('before and after use: a split scene');
    expect(request.messages[0].content).toContain('Product: Fresh Foam');
    expect(request.messages[0].content).toContain('small, standing in the lower part of the picture, on the right');
    expect(request.messages[1].content).toBe('Scene one.');
    expect(request.messages[2].content).toContain('Change the scene: brighter');
    expect(request.task).toMatchObject({ kind: 'key_visual_scene', previous: 'Scene one.', turn: 1 });
  });
});
