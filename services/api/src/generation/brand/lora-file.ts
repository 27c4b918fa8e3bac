import { DomainError, uploadLimits } from '@packlens/contracts';

/**
 * A LoRA file as the brand model accepts it: safetensors (an 8-byte little-endian header length, then a JSON header
 * naming tensors with dtype, shape and offsets), at most 50 MB. Only the header is read: enough to refuse a renamed
 * file, not a check of the weights.
 */
export function checkLoraFile(fileName: string, bytes: Uint8Array): { tensors: number } {
  const refuse = () => new DomainError('LORA_FILE_INVALID', {}, { file: 'LORA_FILE_INVALID' });
  if (!/\.safetensors$/i.test(fileName) || bytes.byteLength < 16 || bytes.byteLength > uploadLimits.loraBytes) throw refuse();
  const headerLength = Number(new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true));
  if (headerLength < 2 || headerLength > Math.min(100 * 1024 * 1024, bytes.byteLength - 8)) throw refuse();
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerLength).toString('utf8')) as Record<string, unknown>;
  } catch {
    throw refuse();
  }
  const tensors = Object.entries(header).filter(([name]) => name !== '__metadata__');
  const valid = tensors.length > 0 && tensors.every(([, t]) => typeof t === 'object' && t !== null && 'dtype' in t && 'shape' in t && 'data_offsets' in t);
  if (!valid) throw refuse();
  return { tensors: tensors.length };
}
