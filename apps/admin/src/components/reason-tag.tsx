/** A state tag that carries its reason when there is one ("Hidden: Spam"), as members were told it. */
import { Tag } from 'antd';

export function ReasonTag({ color, text, reason }: { color: string; text: string; reason?: string | null }) {
  return (
    <Tag color={color}>
      {text}
      {reason ? `: ${reason}` : ''}
    </Tag>
  );
}
